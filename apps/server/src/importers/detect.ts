import { ImportFileError, isRecord, parseJson, parseNdjson, type SourceFile } from './errors.ts';
import { isNativeDocument } from './formats/native.ts';
import { type PretalxFile, pretalxBundle, pretalxItems, pretalxPartOf } from './formats/pretalx.ts';
import { type SxswRecord, sxswRecordKind } from './formats/sxsw.ts';
import type { ImportFormat } from './programme.ts';

/**
 * Format detection: every file is read once and classified from its content (not its name, which
 * only breaks ties such as `.ndjson`). The result carries what was parsed, so nothing is parsed
 * twice.
 * - XML whose root is `<schedule>` → `frab-xml`;
 * - JSON with `schedule.conference` → `c3voc-json`; with `year`, `source` and the record lists →
 *   `native`; a list (or `results` page) of pretalx talks, speakers or rooms, or an object bundling
 *   them → `pretalx`; SXSW event, contributor or venue records (a list, an `events` feed, or
 *   NDJSON lines) → `sxsw`;
 * - anything else whose first line has commas and an `id` column → `csv`.
 */
export type LoadedFile =
  | { file: SourceFile; format: 'frab-xml' | 'csv' }
  | { file: SourceFile; format: 'c3voc-json' | 'native'; doc: unknown }
  | { file: SourceFile; format: 'pretalx'; parts: PretalxFile[] }
  | { file: SourceFile; format: 'sxsw'; records: SxswRecord[]; festivalYear: number | null }
  | { file: SourceFile; format: null; reason: string };

function sxswFromList(file: SourceFile, items: unknown[], festivalYear: number | null): LoadedFile | null {
  const first = items.find(isRecord);
  if (!first || sxswRecordKind(first) === null) return null;
  const records = items.flatMap((value, i) => (isRecord(value) ? [{ at: `${file.name}[${i}]`, value }] : []));
  return { file, format: 'sxsw', records, festivalYear };
}

/** Classifies a parsed JSON document; `null` when it is no programme format. */
function classifyJson(file: SourceFile, doc: unknown): LoadedFile | null {
  if (isRecord(doc) && isRecord(doc.schedule) && isRecord(doc.schedule.conference)) {
    return { file, format: 'c3voc-json', doc };
  }
  if (isNativeDocument(doc)) return { file, format: 'native', doc };
  if (isRecord(doc) && Array.isArray(doc.events)) {
    const year = typeof doc.festival_year === 'number' ? doc.festival_year : null;
    const events = doc.events;
    const loaded = sxswFromList(file, events, year);
    if (loaded && loaded.format === 'sxsw') {
      loaded.records = events.flatMap((value, i) =>
        isRecord(value) ? [{ at: `${file.name} events[${i}]`, value }] : [],
      );
    }
    if (loaded) return loaded;
  }
  const bundle = pretalxBundle(file, doc);
  if (bundle) return { file, format: 'pretalx', parts: bundle };
  const items = pretalxItems(doc);
  if (items) {
    const part = pretalxPartOf(items);
    if (part) return { file, format: 'pretalx', parts: [{ file, part, items }] };
    const sxsw = sxswFromList(file, items, null);
    if (sxsw) return sxsw;
  }
  if (isRecord(doc) && sxswRecordKind(doc))
    return { file, format: 'sxsw', records: [{ at: file.name, value: doc }], festivalYear: null };
  return null;
}

function loadNdjson(file: SourceFile): LoadedFile {
  const records = parseNdjson(file).map(({ line, value }) => ({ at: `${file.name} line ${line}`, value }));
  const first = records[0];
  if (first && sxswRecordKind(first.value) === null) {
    return {
      file,
      format: null,
      reason: 'NDJSON lines that are not SXSW event, contributor or venue records',
    };
  }
  return { file, format: 'sxsw', records, festivalYear: null };
}

function looksLikeCsv(text: string): boolean {
  const header = text.replace(/^\ufeff/, '').split(/\r?\n/, 1)[0] ?? '';
  const columns = header.split(',').map((c) => c.trim().replace(/^"|"$/g, '').toLowerCase());
  return columns.length > 1 && columns.includes('id');
}

/** The first line parses as a JSON object: the file is NDJSON (or one-line JSON). */
function firstLineIsObject(text: string): boolean {
  const line = text.split('\n', 1)[0]?.trim() ?? '';
  try {
    return isRecord(JSON.parse(line));
  } catch {
    return false;
  }
}

/** Reads and classifies one file (see the module comment). `forced`: the format the user named. */
export function loadFile(file: SourceFile, forced?: ImportFormat | null): LoadedFile {
  const text = file.text.replace(/^\ufeff/, '').trimStart();
  if (forced === 'frab-xml' || (!forced && text.startsWith('<'))) {
    if (forced || /<schedule[\s>]/.test(text.slice(0, 4096))) return { file, format: 'frab-xml' };
    return { file, format: null, reason: 'XML without a <schedule> root' };
  }
  if (forced === 'csv') return { file, format: 'csv' };
  if (text.startsWith('{') || text.startsWith('[')) {
    const ndjsonByName = /\.(ndjson|jsonl)$/i.test(file.name);
    if (ndjsonByName || (text.startsWith('{') && firstLineIsObject(text) && text.trim().includes('\n'))) {
      // A one-object-per-line file; a pretty-printed JSON object never has a whole object on line 1.
      return loadNdjson(file);
    }
    const doc = parseJson(file);
    const loaded = classifyJson(file, doc);
    if (!loaded) return { file, format: null, reason: 'JSON that is no known programme format' };
    if (forced && loaded.format !== forced) {
      throw new ImportFileError(`the file is ${loaded.format}, not ${forced}`, { file: file.name });
    }
    return loaded;
  }
  if (forced) {
    throw new ImportFileError(`not ${forced} (it is neither JSON nor XML)`, {
      file: file.name,
      location: 'line 1',
    });
  }
  if (looksLikeCsv(text)) return { file, format: 'csv' };
  return { file, format: null, reason: 'neither XML, JSON, NDJSON nor CSV with an id column' };
}
