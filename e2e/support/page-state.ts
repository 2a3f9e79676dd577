import { expect, type Page } from '@playwright/test';
import { ERROR_SELECTOR, LOADING_SELECTOR, unmarkedStatesScript } from '../../src/lib/page-state';

/**
 * The app's own contract for "settled" and "error" (src/lib/page-state.ts), as every sweep and journey reads it:
 * a page is settled once something rendered and no element is in a loading state; an error state is any element
 * marked as one, whatever draws it (a plain stand-in, antd-mobile's ErrorBlock, the route error).
 */
export { ERROR_SELECTOR, LOADING_SELECTOR };

/** Waits until the page rendered something and nothing is loading (route chunk, query, skeleton, lazy state). */
export async function settled(page: Page, timeout = 30_000): Promise<void> {
  await expect(page.locator('#root'), 'the page rendered something').not.toBeEmpty({ timeout });
  await expect(page.locator(LOADING_SELECTOR), 'nothing is loading any more').toHaveCount(0, { timeout });
}

/** The texts of the error states on the page (an empty list and a calm "not available here" are not errors). */
export async function errorStates(page: Page): Promise<string[]> {
  return page.locator(ERROR_SELECTOR).allInnerTexts();
}

/** Skeletons, spinners and error blocks drawn outside a marked state: a breach of the contract itself. */
export async function unmarkedStates(page: Page): Promise<string[]> {
  return page.evaluate(`(() => { ${unmarkedStatesScript()} })()`);
}
