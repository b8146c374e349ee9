// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PRODUCT_URL_PLACEHOLDER } from './host-server.ts';

const page = readFileSync(new URL('./public/plain.html', import.meta.url), 'utf8');
const elements = JSON.parse(
  readFileSync(new URL('../../packages/elements/package.json', import.meta.url), 'utf8'),
) as { version: string };

describe('the plain HTML page', () => {
  it("loads the custom elements' script of the version the product serves", () => {
    // The product answers only its own version (decision 0026): bump the page with the elements.
    expect(page).toContain(
      `<script src="${PRODUCT_URL_PLACEHOLDER}/embed/elements/${elements.version}/conf-elements.js" defer></script>`,
    );
  });

  it('names the product through the placeholder only', () => {
    for (const [, origin] of page.matchAll(/api-origin="([^"]*)"/g))
      expect(origin).toBe(PRODUCT_URL_PLACEHOLDER);
    expect(page).not.toMatch(/https?:\/\/(127\.0\.0\.1|localhost)/);
  });
});
