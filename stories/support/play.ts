import type { userEvent, within } from 'storybook/test';

/**
 * What a play function is given, for helpers written outside `meta.story(...)`: CSF Next types a story's own play
 * from its meta, but a helper that builds a check or a story body for several stories names the context here.
 */
export type Canvas = ReturnType<typeof within>;

export interface PlayContext {
  canvas: Canvas;
  canvasElement: HTMLElement;
  userEvent: ReturnType<typeof userEvent.setup>;
}
