import { PERSONAS, persona } from '../../core/personas';
import type { SeedContext } from '../../core/seed-context';
import { TOKEN_PREFIX_FACTOR } from '../goods/rules/stock';
import { skus, spus } from '../goods/table';
import { findUser } from '../users/table';
import { blindBoxOpens } from './table';

/**
 * Opened boxes of both blind boxes: enough rows for two pages of the record list. Runs right after the orders
 * seed (mocks/seed.ts) and before the assets seed, which grants the prizes of these rows to their openers.
 */
export async function seedBlindBoxes(s: SeedContext): Promise<void> {
  let id = 0;
  for (const [name, count] of [
    ['赛博朋克机甲盲盒', 26],
    ['山海经神兽盲盒', 7],
  ] as const) {
    const spu = spus.findFirst((q) => q.where({ name }));
    if (!spu) continue;
    const prizes = skus.findMany((q) => q.where({ goodsId: spu.goodsId, blindBoxType: 0 }));
    const box = skus.findFirst((q) => q.where({ goodsId: spu.goodsId, blindBoxType: 1 }));
    for (let k = 0; k < count; k++) {
      id += 1;
      const prize = s.faker.helpers.arrayElement(prizes);
      const who = k % 4 === 0 ? persona('normal').address : s.faker.helpers.arrayElement(PERSONAS).address;
      const user = findUser(who);
      await blindBoxOpens.create({
        id,
        goodsId: spu.goodsId,
        address: who,
        uid: user?.uid ?? 0,
        nickName: user?.nickname ?? '',
        prizeSkuId: prize.skuId,
        prizeName: prize.name,
        cover: prize.cover,
        tokenId: (box?.tokenPrefix ?? 0) * TOKEN_PREFIX_FACTOR + k + 1,
        rewardTokenId: prize.tokenPrefix * TOKEN_PREFIX_FACTOR + k + 1,
        createTime: s.now - (count - k) * 5 * 3_600_000,
      });
    }
  }
}
