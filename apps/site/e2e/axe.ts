import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

/**
 * An axe check of the site's screens in the real browser. axe-core is the one Storybook's a11y
 * addon already brings (resolved through it, so nothing is installed for this). Injecting it needs
 * the page's CSP bypassed: the CSP rightly forbids inline scripts.
 */
const requireFromAddon = createRequire(import.meta.resolve('@storybook/addon-a11y/package.json'));
const axeSource = readFileSync(requireFromAddon.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * Checks the page once its finite animations have ended (endless ones, spinners, are left alone): a
 * dialog fading in has text below full opacity, which axe would measure as low contrast.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
  await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (context: Document) => Promise<{ violations: unknown[] }> } }
    ).axe;
    return (await axe.run(document)).violations;
  });
  return (violations as AxeViolation[]).map(
    (violation) =>
      `${violation.impact ?? 'unknown'} ${violation.id}: ${violation.help} (${violation.nodes
        .map((node) => node.target.join(' '))
        .join(', ')})`,
  );
}
