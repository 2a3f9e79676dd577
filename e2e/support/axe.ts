import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
let source: string | undefined;
const axeSource = () => {
  source ??= readFileSync(AXE_PATH, 'utf8');
  return source;
};

export interface AxeViolation {
  id: string;
  impact: string;
  help: string;
  targets: string[];
  /** axe's failure summary of the first node (e.g. the measured contrast and colours). */
  detail: string;
}

/**
 * Runs axe-core (from node_modules, never a CDN) on the current page and returns the serious and
 * critical violations, so a test can `expect(await axe(page)).toEqual([])`.
 */
export async function axe(
  page: Page,
  opts: { include?: string; disableRules?: string[] } = {},
): Promise<AxeViolation[]> {
  // Evaluated through the DevTools protocol, not injected as a <script>: the app's Content-Security-Policy
  // (rightly) refuses inline scripts, and a test tool must not need a hole in it.
  await page.evaluate(axeSource());
  return page.evaluate(async ({ include, disableRules }) => {
    const w = window as unknown as {
      axe: {
        run(
          ctx: unknown,
          options: unknown,
        ): Promise<{
          violations: Array<{
            id: string;
            impact?: string;
            help: string;
            nodes: Array<{ target: unknown[]; failureSummary?: string }>;
          }>;
        }>;
      };
    };
    const rules = Object.fromEntries((disableRules ?? []).map((id) => [id, { enabled: false }]));
    const result = await w.axe.run(include ?? document, { resultTypes: ['violations'], rules });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        id: v.id,
        impact: v.impact ?? '',
        help: v.help,
        targets: v.nodes.map((n) => n.target.join(' ')),
        detail: (v.nodes[0]?.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 240),
      }));
  }, opts);
}
