import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv, type ValidateFunction } from 'ajv';
import draft06 from 'ajv/dist/refs/json-schema-draft-06.json' with { type: 'json' };
import addFormats from 'ajv-formats';
import { REPO_ROOT } from '../../src/paths.ts';

/** The shared datasets folder beside the repository (`../shared/datasets` from the repo root). */
export const DATASETS = path.resolve(REPO_ROOT, '../shared/datasets');
export const SCHEMA_PATH = path.join(DATASETS, 'c3voc-schema/schema.json');

/**
 * A validator for c3voc schedule.json (JSON Schema draft-06): Ajv with the draft-06 meta-schema
 * added, the standard formats, `color` accepted as a free format, and the schema's own extra
 * keywords (`$oneOf`, `$todo`, `deprecated`) tolerated (strict mode off). `null` when the schema
 * file is not there.
 */
export function c3vocValidator(): ValidateFunction | null {
  if (!existsSync(SCHEMA_PATH)) return null;
  const ajv = new Ajv({ strict: false, allErrors: true, formats: { color: true } });
  ajv.addMetaSchema(draft06);
  addFormats.default(ajv);
  return ajv.compile(JSON.parse(readFileSync(SCHEMA_PATH, 'utf8')));
}
