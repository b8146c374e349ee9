import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The READMEs whose examples must compile against the packed packages. */
export const READMES = ['packages/ui/README.md', 'packages/api-client/README.md', 'packages/core/README.md'];

/** One code block of a README: where it is and its code. */
export interface ReadmeExample {
  /** `packages/ui/README.md:42` (the line of the opening fence). */
  source: string;
  /** `ts` or `tsx`. */
  lang: 'ts' | 'tsx';
  code: string;
}

/** The ```ts and ```tsx blocks of a Markdown text; other blocks (sh, css, text) are left out. */
export function codeBlocks(markdown: string, file: string): ReadmeExample[] {
  const examples: ReadmeExample[] = [];
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const open = /^```(ts|tsx)\s*$/.exec(lines[i] ?? '');
    if (!open) continue;
    const start = i;
    const body: string[] = [];
    for (i += 1; i < lines.length && lines[i] !== '```'; i++) body.push(lines[i] ?? '');
    examples.push({
      source: `${file}:${start + 1}`,
      lang: open[1] as 'ts' | 'tsx',
      code: `${body.join('\n')}\n`,
    });
  }
  return examples;
}

/**
 * Writes every example of the READMEs into `dir` as a module of its own (`ui-README-42.tsx`), each
 * starting with a comment naming its source, so that a type error points at the README's line.
 * Returns the examples written.
 */
export function writeReadmeExamples(root: string, dir: string): ReadmeExample[] {
  mkdirSync(dir, { recursive: true });
  const examples = READMES.flatMap((file) => codeBlocks(readFileSync(path.join(root, file), 'utf8'), file));
  for (const example of examples) {
    const [file, line] = example.source.split(':');
    const name = `${path.basename(path.dirname(file ?? ''))}-README-${line}.${example.lang}`;
    // A block without import or export is still a module (top-level await, no global clashes).
    const moduleMarker = /^(import|export) /m.test(example.code) ? '' : 'export {};\n';
    writeFileSync(path.join(dir, name), `// ${example.source}\n${moduleMarker}${example.code}`);
  }
  return examples;
}
