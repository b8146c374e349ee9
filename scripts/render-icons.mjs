/**
 * Renders the install icons of the web app manifest (Chromium wants a 192 px and a 512 px PNG beside the
 * SVG) from the site's favicon.svg, with sharp (prebuilt libvips from its npm packages, no download).
 * Run once when the favicon changes: `node scripts/render-icons.mjs`; the PNGs are committed, so a
 * build needs nothing more.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const publicDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../apps/site/public');
const source = path.join(publicDir, 'favicon.svg');

for (const size of [192, 512]) {
  const target = path.join(publicDir, 'icons', `icon-${size}.png`);
  await sharp(source, { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(target);
  console.log(`${path.relative(process.cwd(), target)}: ${size}×${size}`);
}
