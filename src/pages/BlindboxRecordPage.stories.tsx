import { At, goodsIdOf, opts } from '@stories/support/shop';
import { listStateStories } from '@stories/support/states';
import { expect, waitFor } from 'storybook/test';
import preview from '#.storybook/preview';
import BlindboxRecordPage from './BlindboxRecordPage';

/** Who opened what (src/pages/BlindboxRecordPage), for a seeded blind box. */
const Records = ({ goods }: { goods: string }) => (
  <At path="/blindbox-record/:goodsId" to={`/blindbox-record/${goodsIdOf(goods)}`} page={<BlindboxRecordPage />} />
);

const meta = preview.meta({
  title: 'features/blind-boxes/BlindboxRecords',
  component: Records,
  args: { goods: '山海经神兽盲盒' },
});

/** The seed opened 7 of these boxes: one page, every row names its prize, then "no more". */
export const Data = meta.story({
  async play({ canvas }) {
    await expect(await canvas.findByText('没有更多记录了', {}, opts)).toBeVisible();
    const rows = canvas.getAllByText(/开出了 山海经神兽盲盒·/);
    await expect(rows).toHaveLength(7);
  },
});

/** 26 opened 机甲 boxes: pages of 10 load as the list scrolls, until all 26 are there. */
export const Paged = meta.story({
  args: { goods: '赛博朋克机甲盲盒' },
  async play({ canvas }) {
    await canvas.findAllByText(/开出了 赛博朋克机甲盲盒·/, {}, opts);
    await waitFor(() => {
      window.scrollTo(0, document.body.scrollHeight);
      expect(canvas.getByText('没有更多记录了')).toBeVisible();
    }, opts);
    await expect(canvas.getAllByText(/开出了 赛博朋克机甲盲盒·/)).toHaveLength(26);
  },
});

const states = listStateStories({
  empty: '还没有人开启这个盲盒',
  error: '加载失败',
  retry: true,
  loading: 'skeleton',
  title: '开盒记录',
});
export const Empty = meta.story(states.Empty);
export const ServerError = meta.story(states.ServerError);
export const Loading = meta.story(states.Loading);
