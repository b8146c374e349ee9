import { CatalogInputError, checkCatalogInput } from '../../catalog/normalize.ts';
import type { CatalogInput } from '../../catalog/types.ts';
import { ImportFileError, isRecord, type SourceFile } from '../errors.ts';
import { cleanLine, richText } from '../text.ts';
import { scrubDetails } from '../to-catalog-input.ts';

/**
 * The catalogue's own JSON: a {@link CatalogInput} as written (what the demo generator produces).
 * It goes to `importCatalog` as it is, after the same text hygiene as every other format: names one
 * clean line, free text sanitised to plain text (HTML if it has tags), contact data out of `details`.
 */

/** True when a parsed JSON document has the CatalogInput shape (year, source and the four lists). */
export function isNativeDocument(doc: unknown): boolean {
  return (
    isRecord(doc) &&
    'year' in doc &&
    'source' in doc &&
    Array.isArray(doc.events) &&
    Array.isArray(doc.venues) &&
    Array.isArray(doc.entities)
  );
}

function tidy<T extends object>(record: T, names: string[], texts: string[]): T {
  const out: Record<string, unknown> = { ...(record as Record<string, unknown>) };
  for (const key of names) if (key in out) out[key] = cleanLine(out[key]) ?? out[key];
  for (const key of texts) if (key in out) out[key] = richText(out[key], 'auto');
  if ('details' in out) out.details = scrubDetails(out.details);
  return out as T;
}

export function parseNative(file: SourceFile, doc: unknown): CatalogInput {
  const input = isRecord(doc) ? { attendees: [], ...doc } : doc;
  try {
    checkCatalogInput(input);
  } catch (error) {
    if (error instanceof CatalogInputError)
      throw new ImportFileError(error.message, { file: file.name, location: '$' });
    throw error;
  }
  return {
    ...input,
    venues: input.venues.map((v) => tidy(v, ['name'], [])),
    entities: input.entities.map((e) =>
      tidy(e, ['name', 'title', 'company'], ['bio', 'details_text', 'description']),
    ),
    events: input.events.map((e) => tidy(e, ['name'], ['description', 'long_description'])),
    attendees: input.attendees.map((a) => tidy(a, ['name', 'title', 'company'], ['biography'])),
  };
}
