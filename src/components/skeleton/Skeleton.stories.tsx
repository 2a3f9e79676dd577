import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { loadingState } from '@/lib/page-state';
import { Skeleton, SkeletonParagraph } from './Skeleton';

/**
 * The first screens' placeholders (plain elements: they paint before antd-mobile loads). Shown, as in the app,
 * inside the element that waits and says so (src/lib/page-state.ts).
 */
const meta = preview.meta({
  title: 'components/Skeleton',
  component: Skeleton,
  args: { height: 150, radius: 8 },
  decorators: [
    (Story) => (
      <div {...loadingState}>
        <Story />
      </div>
    ),
  ],
});

export const Block = meta.story({
  async play({ canvasElement }) {
    const block = canvasElement.querySelector<HTMLElement>('[data-skeleton]');
    expect(block?.getBoundingClientRect().height).toBe(150);
    expect(block).toHaveAttribute('aria-hidden', 'true');
  },
});

export const Paragraph = meta.story({
  render: () => <SkeletonParagraph lineCount={4} />,
  async play({ canvasElement }) {
    expect(canvasElement.querySelectorAll('[data-skeleton]')).toHaveLength(4);
  },
});

/** Still, as a phone that asked for reduced motion shows it. */
export const Still = meta.story({
  args: { animated: false },
});
