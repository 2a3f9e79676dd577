import type { UserAssetTokenVO, UserAssetVO } from '@contracts/assets';
import { describe, expect, it } from 'vitest';
import { baseTokenName, itemsOfGoods, viewOfDetail } from './real-assets';

const goods = { goodsId: 'G1', num: '3', name: '敦煌飞天', cover: 'goods.png' };
const listed: UserAssetVO = {
  skuProp: { title1: '款式', title2: '版本' },
  v1Assets: [
    {
      propValue1: '金',
      v2Assets: [
        {
          goodsId: 'G1',
          skuId: 'S1',
          propValue2: '典藏',
          cover: 's1.png',
          expressType: 1,
          blindBoxType: 0,
          tokens: [
            { ctId: 1, tokenId: 300000007, tokenName: '金典藏 #7', num: '1', updateTime: 10 },
            { ctId: 1, tokenId: 300000009, tokenName: '金典藏 #9', num: '1', updateTime: 30 },
          ],
        },
      ],
    },
    {
      propValue1: '盒',
      v2Assets: [
        {
          goodsId: 'G1',
          skuId: 'S2',
          propValue2: '盲盒',
          cover: 's2.png',
          expressType: 0,
          blindBoxType: 1,
          tokens: [{ ctId: 1, tokenId: 400000002, tokenName: '盒盲盒 #2', num: '1', updateTime: 20 }],
        },
      ],
    },
  ],
};

// docs/backend/endpoints.md#asset-page, docs/backend/endpoints.md#asset-list
describe('the real backend’s asset answers read as token-page rows', () => {
  it('drops the " #serial" TokenUtils appends, and only that', () => {
    expect(baseTokenName('金典藏 #7', 300000007)).toBe('金典藏');
    expect(baseTokenName('金典藏 #8', 300000007)).toBe('金典藏 #8');
    expect(baseTokenName('金典藏', 300000007)).toBe('金典藏');
  });

  it('lists one goods’ tokens newest first, with the SKU’s cover and kinds and the goods’ name', () => {
    const items = itemsOfGoods(goods, listed);
    expect(items.map((i) => i.tokenId)).toEqual([300000009, 400000002, 300000007]);
    expect(items[1]).toMatchObject({
      goodsName: '敦煌飞天',
      goodsCover: 'goods.png',
      skuId: 'S2',
      tokenName: '盒盲盒',
      cover: 's2.png',
      blindBoxType: 1,
      expressType: 0,
      freezeType: 0,
    });
  });

  it('completes the detail from the list and the goods, keeping only the detail’s real fields', () => {
    const detail = {
      goodsId: 'G1',
      skuId: 'S1',
      ctId: 1,
      tokenId: 300000007,
      num: '1',
      updateTime: 10,
      // What some backend might add: never trusted on this path.
      freezeType: 2,
      name: 'stale',
    } as UserAssetTokenVO;
    expect(viewOfDetail(detail, listed, goods)).toEqual({
      goodsId: 'G1',
      skuId: 'S1',
      ctId: 1,
      tokenId: 300000007,
      num: '1',
      updateTime: 10,
      name: '敦煌飞天',
      tokenName: '金典藏',
      cover: 's1.png',
      expressType: 1,
      blindBoxType: 0,
    });
    expect(viewOfDetail(detail, { ...listed, v1Assets: [] }, undefined)).toEqual({
      goodsId: 'G1',
      skuId: 'S1',
      ctId: 1,
      tokenId: 300000007,
      num: '1',
      updateTime: 10,
    });
  });
});
