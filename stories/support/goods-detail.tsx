import GoodsDetailPage from '../../src/pages/GoodsDetailPage';
import { At, as, goodsIdOf } from './shop';

/** The goods detail screen on its route, opened at the seeded goods named `goods` ('' opens an id the shop does not know). */
export const GoodsDetailAt = ({ goods }: { goods: string }) => (
  <At path="/goods/:goodsId" to={`/goods/${goods === '' ? 'nope' : goodsIdOf(goods)}`} page={<GoodsDetailPage />} />
);

/**
 * The frame of a goods detail story file, to spread into its meta after the title: the screen, opened on the seeded
 * figure (a physical goods with two property axes, favourited by the persona) as the `normal` persona.
 */
export const goodsDetailStory = {
  component: GoodsDetailAt,
  args: { goods: '星际旅人潮玩手办' },
  beforeEach: as('normal'),
};
