import { expect, waitFor, within } from 'storybook/test';

/** The whole document: popups, dialogs and toasts render into body, outside the story's canvas. */
export const body = () => within(document.body);

/** antd-mobile popups and dialogs ignore taps (pointer-events: none) while they animate in. */
export async function tappable<T extends HTMLElement>(el: T): Promise<T> {
  await waitFor(() => expect(getComputedStyle(el).pointerEvents).not.toBe('none'), { timeout: 3000 });
  return el;
}
