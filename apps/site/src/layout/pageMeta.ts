/**
 * What a page says about itself to the browser tab, search engines and link previews (chat apps,
 * calendars, social networks): its title, a short description, an image, and the kind of thing it
 * is. Screens declare it with `usePageMeta` (usePageTitle.ts); the server writes it into the
 * page's `<head>` with {@link headTags}, the browser keeps `document.title` current.
 */
export interface PageMeta {
  /** The page's own title; `null` for the landing page (the conference name alone). */
  title: string | null;
  /** One or two sentences of plain text; the conference's tagline when absent. */
  description?: string | null;
  /** An image of the record (a photo, a thumbnail), absolute or root-relative. */
  image?: string | null;
  /** Open Graph type: `article` for an event or film, `profile` for a person; default `website`. */
  kind?: 'website' | 'article' | 'profile';
  /** Pages of one person or account (settings, favorites): kept out of search engines. */
  noindex?: boolean;
}

/** Where the page is and what it belongs to, for the absolute URLs of {@link headTags}. */
export interface PageContext {
  /** Public origin of the site, `https://schedule.example.org`. */
  origin: string;
  /** Path and query of the page. */
  path: string;
  /** The conference name: the site name of previews and the end of every title. */
  siteName: string;
  /** The description of pages that have none of their own. */
  defaultDescription: string;
}

/** Longest description written into the head (previews cut around 160–200 characters anyway). */
export const DESCRIPTION_MAX = 200;

/** `Teaching With Games · EDU Summit 2026`, or the conference name alone. */
export function titleText(title: string | null | undefined, siteName: string): string {
  return title && title !== siteName ? `${title} · ${siteName}` : siteName;
}

/** A description cut at a word boundary to {@link DESCRIPTION_MAX} characters, with an ellipsis. */
export function shortDescription(text: string | null | undefined): string {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim();
  if (flat.length <= DESCRIPTION_MAX) return flat;
  const cut = flat.slice(0, DESCRIPTION_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > DESCRIPTION_MAX / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.–-]+$/, '')}…`;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** An absolute URL for a root-relative one (`/images/…`), unchanged when already absolute. */
export function absoluteUrl(url: string, origin: string): string {
  try {
    return new URL(url, origin).toString();
  } catch {
    return url;
  }
}

/** The canonical address of a page: its path without the query, except the search pages' `q`. */
export function canonicalUrl(path: string, origin: string): string {
  const url = new URL(path, origin);
  const q = url.searchParams.get('q');
  url.search = '';
  if (q && /^\/(\d{4}\/)?search(\/|$)/.test(url.pathname)) url.searchParams.set('q', q);
  url.hash = '';
  return url.toString();
}

/**
 * The `<head>` elements of a page: title, description, canonical link, Open Graph and Twitter card
 * (a large image card when there is an image, a summary otherwise). Every value is escaped.
 */
export function headTags(meta: PageMeta, page: PageContext): string {
  const title = titleText(meta.title, page.siteName);
  const description = shortDescription(meta.description) || page.defaultDescription;
  const url = canonicalUrl(page.path, page.origin);
  const image = meta.image ? absoluteUrl(meta.image, page.origin) : null;
  const tags: [string, string, string][] = [
    ['name', 'description', description],
    ['property', 'og:site_name', page.siteName],
    ['property', 'og:type', meta.kind ?? 'website'],
    ['property', 'og:title', meta.title ?? page.siteName],
    ['property', 'og:description', description],
    ['property', 'og:url', url],
    ['name', 'twitter:card', image ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', meta.title ?? page.siteName],
    ['name', 'twitter:description', description],
  ];
  if (image) tags.push(['property', 'og:image', image], ['name', 'twitter:image', image]);
  if (meta.noindex) tags.push(['name', 'robots', 'noindex']);
  return [
    `<title>${escapeHtml(title)}</title>`,
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    ...tags.map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeHtml(value)}">`),
  ].join('\n    ');
}
