import type { UserAssetTokenItem } from '@contracts/assets';
import { describe, expect, it } from 'vitest';
import { groupByGoods } from './group';

const item = (goodsId: string, tokenId: number): UserAssetTokenItem => ({
  goodsId,
  skuId: `${goodsId}-s`,
  ctId: 1,
  tokenId,
  num: '1',
  updateTime: tokenId,
  goodsName: `G${goodsId}`,
  goodsCover: '',
  name: 'n',
  tokenName: 't',
  cover: '',
  expressType: 0,
  blindBoxType: 0,
  freezeType: 0,
});

describe('groupByGoods', () => {
  it('keeps first-seen goods order and every token', () => {
    const g = groupByGoods([item('b', 3), item('a', 2), item('b', 1)]);
    expect(g.map((x) => [x.goodsId, x.tokens.map((t) => t.tokenId)])).toEqual([
      ['b', [3, 1]],
      ['a', [2]],
    ]);
    expect(groupByGoods([])).toEqual([]);
  });
});
