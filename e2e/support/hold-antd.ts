import type { Page, Route } from '@playwright/test';

/**
 * Holds back every JavaScript file that carries antd-mobile (its class prefix `adm-`, quoted, in every component's
 * code) and, if given, the files whose path matches `alsoHold`: they are never answered. Returns the held paths as
 * they are asked for. A first screen that renders without antd-mobile still shows whole (issue 30).
 */
export async function holdAntd(page: Page, alsoHold?: RegExp): Promise<string[]> {
  const held: string[] = [];
  await page.route('**/assets/*.js', async (route: Route) => {
    const response = await route.fetch();
    const body = await response.text();
    const path = new URL(route.request().url()).pathname;
    if (body.includes("'adm-") || body.includes('`adm-') || body.includes('"adm-') || alsoHold?.test(path)) {
      held.push(path);
      return; // never answered: antd-mobile does not arrive
    }
    await route.fulfill({ response, body });
  });
  return held;
}
