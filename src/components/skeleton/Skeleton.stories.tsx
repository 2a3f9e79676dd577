import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { loadingState } from '@/lib/page-state';
import { Skeleton, SkeletonParagraph } from './Skeleton';

/**
 * The first screens' placeholders (plain elements: they paint before antd-mobile loads). Shown, as in the app,
 * inside the element that waits and says so (src/lib/page-state.ts).
 */
const meta = {
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
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Block: Story = {
  async play({ canvasElement }) {
    const block = canvasElement.querySelector<HTMLElement>('[data-skeleton]');
    expect(block?.getBoundingClientRect().height).toBe(150);
    expect(block).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Paragraph: Story = {
  render: () => <SkeletonParagraph lineCount={4} />,
  async play({ canvasElement }) {
    expect(canvasElement.querySelectorAll('[data-skeleton]')).toHaveLength(4);
  },
};

/** Still, as a phone that asked for reduced motion shows it. */
export const Still: Story = {
  args: { animated: false },
};
