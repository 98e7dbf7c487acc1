/**
 * axe in the page (axe-core from node_modules, evaluated through the DevTools protocol so the
 * site's CSP does not block it): WCAG 2.0/2.1/2.2 A and AA rules plus target-size.
 */

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from './test.ts';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: unknown[] }[];
}

/**
 * The violations axe finds on the settled page, as readable lines (empty: none). It first waits
 * for the page's finite animations to end: a dialog still fading in (reduced motion only fades)
 * blends its colours with the page behind, and axe would judge the contrast of a frame no one
 * stops on (CI: a primary button of the onboarding read as failing mid-fade).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (tags) => {
    const axe = (
      window as unknown as {
        axe: { run: (context: unknown, options: unknown) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      rules: { 'target-size': { enabled: true } },
    });
    return result.violations.map((v) => ({
      id: v.id,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target })),
    }));
  }, AXE_TAGS);
  return violations.map(
    (v: AxeViolation) => `${v.id}: ${v.help} (${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')})`,
  );
}
