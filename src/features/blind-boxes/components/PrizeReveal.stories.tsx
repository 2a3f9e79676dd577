import type { TokenMetaVO } from '@contracts/shared-vo';
import { expect, fn, userEvent, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { PrizeReveal } from './PrizeReveal';

const page = () => within(document.body);

/** The prize the reveal shows (a seeded blind box's). */
const PRIZE: TokenMetaVO = {
  tokenId: 30500000005,
  name: '山海经·九尾狐 #5',
  tokenName: 'SHJ-FOX',
  cover: '/mock-img/goods/345.svg',
  expressType: 0,
  blindBoxType: 0,
};

const meta = preview.meta({
  title: 'features/blind-boxes/PrizeReveal',
  component: PrizeReveal,
  args: {
    goodsId: '2025121600000345',
    prize: PRIZE,
    onClose: fn(),
  },
});

export const Revealed = meta.story({
  async play({ args }) {
    const reveal = await page().findByRole('dialog', { name: '恭喜获得' });
    await expect(within(reveal).getByTestId('prize-name')).toHaveTextContent('山海经·九尾狐 #5');
    await expect(within(reveal).getByRole('img', { name: '山海经·九尾狐 #5' })).toBeInTheDocument();
    await expect(within(reveal).getByRole('link', { name: '查看开盒记录' })).toHaveAttribute(
      'href',
      '/blindbox-record/2025121600000345',
    );
    // This popup's own mask (a toast of an earlier story may still be up, with a mask of its own).
    await userEvent.click(reveal.closest('.adm-popup')?.querySelector('.adm-mask') as Element);
    await expect(args.onClose).toHaveBeenCalled();
  },
});

export const Hidden = meta.story({
  args: { prize: null },
  async play() {
    await expect(page().queryByRole('dialog', { name: '恭喜获得' })).toBeNull();
  },
});
