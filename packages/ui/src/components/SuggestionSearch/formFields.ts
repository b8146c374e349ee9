/** The text fields of a form, in order (they go into the query string of term links). */
export function formFields(form: HTMLFormElement | null): [string, string][] {
  if (form === null) return [];
  return [...new FormData(form)].flatMap(([key, value]) => (typeof value === 'string' ? [[key, value]] : []));
}
