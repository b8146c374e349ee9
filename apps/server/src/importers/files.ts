import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { ImportFileError, type SourceFile } from './errors.ts';

/** File names a folder import reads; everything else (README, SOURCE.md, images) is passed over. */
const PROGRAMME_FILE = /\.(json|ndjson|jsonl|xml|csv)$/i;

/**
 * The files to import from a path: the file itself, or the programme files directly in a folder
 * (not its subfolders), in name order. Names are kept as given (`../shared/datasets/x/talks.json`)
 * so that reports and errors point at them. Text is read as UTF-8.
 */
export async function readSourceFiles(target: string): Promise<SourceFile[]> {
  let info: Awaited<ReturnType<typeof stat>>;
  try {
    info = await stat(target);
  } catch {
    throw new ImportFileError('no such file or folder', { file: target });
  }
  if (info.isFile()) return [{ name: target, text: await readFile(target, 'utf8') }];
  if (!info.isDirectory()) throw new ImportFileError('not a file or folder', { file: target });
  const entries = await readdir(target, { withFileTypes: true });
  const names = entries
    .filter((e) => e.isFile() && PROGRAMME_FILE.test(e.name) && !e.name.startsWith('.'))
    .map((e) => e.name)
    .sort();
  if (names.length === 0)
    throw new ImportFileError('the folder holds no .json, .ndjson, .xml or .csv file', { file: target });
  return Promise.all(
    names.map(async (name) => {
      const file = path.join(target, name);
      return { name: file, text: await readFile(file, 'utf8') };
    }),
  );
}
