import type { ComponentType } from 'react';
import { At, as, goodsIdOf } from './shop';

/** The goods the screen opens at: a seeded goods' name ('' opens an id the shop does not know). */
export interface GoodsDetailArgs {
  goods: string;
}

/**
 * The frame of a goods detail story file, to spread into its meta after the title: `Page` on its route, opened at the
 * seeded goods the `goods` arg names (by default the figure with two property axes that the persona favourited), as
 * the `normal` persona. `Page` is the file's own import of src/pages/GoodsDetailPage: that import is what links the
 * file to the page's endpoints in docs/endpoints.md (scripts/guards/endpoints-doc-model.ts).
 */
export function goodsDetailStory(Page: ComponentType) {
  const GoodsDetailAt = ({ goods }: GoodsDetailArgs) => (
    <At path="/goods/:goodsId" to={`/goods/${goods === '' ? 'nope' : goodsIdOf(goods)}`} page={<Page />} />
  );
  return { component: GoodsDetailAt, args: { goods: '星际旅人潮玩手办' }, beforeEach: as('normal') };
}
