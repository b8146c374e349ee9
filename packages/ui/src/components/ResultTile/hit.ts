/**
 * A search hit as the tiles read it (structurally the contract's `SearchHit`): `_source` holds the
 * fields of the record's own schema that the tiles show; `highlight` maps a field to snippets in
 * highlight markup.
 */
export interface SearchHitLike {
  _id: string;
  type: string;
  _source: Readonly<Record<string, unknown>>;
  highlight?: Readonly<Record<string, readonly string[]>>;
  favorite_id?: string;
  favorite_type?: string;
}

/** A non-blank string field of a record, or `null`. */
export function textField(source: Readonly<Record<string, unknown>>, key: string): string | null {
  const value = source[key];
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** A boolean field of a record (`false` unless it is `true`). */
export function flagField(source: Readonly<Record<string, unknown>>, key: string): boolean {
  return source[key] === true;
}

/** A list of strings of a record (other items are skipped). */
export function textListField(source: Readonly<Record<string, unknown>>, key: string): string[] {
  const value = source[key];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** A nested object of a record, or `null`. */
export function objectField(
  source: Readonly<Record<string, unknown>>,
  key: string,
): Readonly<Record<string, unknown>> | null {
  const value = source[key];
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Readonly<Record<string, unknown>>)
    : null;
}

/** A list of objects of a record (other items are skipped). */
export function objectListField(
  source: Readonly<Record<string, unknown>>,
  key: string,
): Readonly<Record<string, unknown>>[] {
  const value = source[key];
  return Array.isArray(value)
    ? value.filter(
        (item): item is Readonly<Record<string, unknown>> => typeof item === 'object' && item !== null,
      )
    : [];
}

/** `City, State, Country` from the parts a record has. */
export function placeText(source: Readonly<Record<string, unknown>>): string {
  return ['city', 'state', 'country']
    .map((key) => textField(source, key))
    .filter((part): part is string => part !== null)
    .join(', ');
}
