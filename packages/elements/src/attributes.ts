/** The settings every element reads from its attributes. */
export interface EmbedSettings {
  /** The product's origin (`api-origin`), where its API and pages are. */
  apiOrigin: string;
  /** The programme year (`year`); `undefined` for the product's landing year. */
  year: number | undefined;
  /** `theme="dark"` darkens the element (the theme's dark tokens); anything else is light. */
  theme: 'light' | 'dark';
}

/** What is wrong with an element's attributes, in words for the host's developer. */
export class EmbedAttributeError extends Error {}

/**
 * Reads and checks the common attributes of `element` (`tag` names it in messages): `api-origin`
 * must be an http(s) origin, `year` a four-digit year when given.
 */
export function embedSettings(element: Element, tag: string): EmbedSettings {
  const origin = element.getAttribute('api-origin')?.trim() ?? '';
  let apiOrigin: string;
  try {
    const url = new URL(origin);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(url.protocol);
    apiOrigin = url.origin;
  } catch {
    throw new EmbedAttributeError(
      `<${tag}> needs api-origin, the product's address (https://schedule.example.org); got "${origin}".`,
    );
  }
  const yearText = element.getAttribute('year')?.trim();
  const year = yearText ? Number(yearText) : undefined;
  if (year !== undefined && !(Number.isInteger(year) && year >= 1000 && year <= 9999)) {
    throw new EmbedAttributeError(`<${tag}> year must be a year such as 2026; got "${yearText}".`);
  }
  return { apiOrigin, year, theme: element.getAttribute('theme') === 'dark' ? 'dark' : 'light' };
}
