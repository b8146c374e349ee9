#!/usr/bin/env node
/**
 * The no-build embed's weight (issue 17 item 5; decision 0026): the gzipped size (level 9, kB of
 * 1000 bytes) of packages/elements/dist/conf-elements.js, the one script that defines both custom
 * elements with React, the components and their styles inside. Run by scripts/test-all.mjs after
 * `pnpm --filter @conf/elements build`; exits 1 over the ceiling.
 *
 * The issue's goal is 90 kB; the script is not within it. React 18's react-dom alone is 41 kB and
 * react-aria's combobox, list box, dialog and focus code about 45 kB (decision 0026 has the
 * breakdown and what was tried). The ceiling is the size reached, so that it can only come down;
 * BUDGET_KB sets another, to try the failure.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** Issue 17's goal for both elements, React included. */
const GOAL_KB = 90;
/** The size reached (113.8 kB when this was written): the script may not grow past it. */
const CEILING_KB = 115;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const script = path.join(root, 'packages/elements/dist/conf-elements.js');
if (!existsSync(script)) {
  console.error(
    `${path.relative(root, script)} is missing: build it first (pnpm --filter @conf/elements build).`,
  );
  process.exit(2);
}
const override = process.env.BUDGET_KB === undefined ? null : Number(process.env.BUDGET_KB);
if (override !== null && (!Number.isFinite(override) || override <= 0)) {
  console.error(`BUDGET_KB must be a positive number of kB, not ${process.env.BUDGET_KB}`);
  process.exit(2);
}
const ceiling = override ?? CEILING_KB;
const bytes = readFileSync(script);
const kB = (n) => (n / 1000).toFixed(1);
const gzipped = gzipSync(bytes, { level: 9 }).length;
console.log(`conf-elements.js: ${kB(bytes.length)} kB minified, ${kB(gzipped)} kB gzipped`);
console.log(
  `  goal ${GOAL_KB} kB: ${gzipped <= GOAL_KB * 1000 ? 'within' : `over by ${kB(gzipped - GOAL_KB * 1000)} kB`}`,
);
console.log(`  ceiling ${ceiling} kB: ${gzipped <= ceiling * 1000 ? 'within' : 'OVER'}`);
if (gzipped > ceiling * 1000) process.exit(1);
