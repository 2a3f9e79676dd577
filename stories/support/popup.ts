import { expect, waitFor } from 'storybook/test';

/** antd-mobile popups and dialogs ignore taps (pointer-events: none) while they animate in. */
export async function tappable<T extends HTMLElement>(el: T): Promise<T> {
  await waitFor(() => expect(getComputedStyle(el).pointerEvents).not.toBe('none'), { timeout: 3000 });
  return el;
}
