import type { UserAssetCollectionVO, UserAssetTokenItem, UserAssetTokenVO, UserAssetVO } from '@contracts/assets';

/**
 * The real backend's asset answers (UserAssetCollectionVO per goods, docs/backend/endpoints.md#asset-page; UserAssetVO
 * per goods by SKU properties, docs/backend/endpoints.md#asset-list) turned into what the screens read from the token
 * page, so "my assets" and the asset detail look the same on both backends. What the real backend has no field for is left out:
 * there is no freeze state on /v assets, and no SKU name (the goods name stands in).
 */

/** Display serial of a token id (prefix·1e8 + serial): the backend's numbering, which the asset screens print too. */
export const serialOf = (tokenId: number) => tokenId % 100_000_000;

/** TokenUtils.tokenName appends " #<serial>"; the screens print the serial themselves. */
export function baseTokenName(tokenName: string, tokenId: number): string {
  const suffix = ` #${serialOf(tokenId)}`;
  return tokenName.endsWith(suffix) ? tokenName.slice(0, -suffix.length) : tokenName;
}

interface Found {
  v2: UserAssetVO['v1Assets'][number]['v2Assets'][number];
  token: UserAssetVO['v1Assets'][number]['v2Assets'][number]['tokens'][number];
}

function tokensOf(listed: UserAssetVO): Found[] {
  return listed.v1Assets.flatMap((v1) => v1.v2Assets.flatMap((v2) => v2.tokens.map((token) => ({ v2, token }))));
}

/** One goods' tokens as token-page rows, newest change first (as the token page orders them). */
export function itemsOfGoods(goods: UserAssetCollectionVO, listed: UserAssetVO): UserAssetTokenItem[] {
  return tokensOf(listed)
    .map(({ v2, token }) => ({
      goodsId: v2.goodsId,
      skuId: v2.skuId,
      ctId: token.ctId,
      tokenId: token.tokenId,
      num: token.num,
      updateTime: token.updateTime,
      goodsName: goods.name,
      goodsCover: goods.cover,
      name: goods.name,
      tokenName: baseTokenName(token.tokenName, token.tokenId),
      cover: v2.cover,
      expressType: v2.expressType,
      blindBoxType: v2.blindBoxType,
      freezeType: 0 as const,
    }))
    .sort((a, b) => b.updateTime - a.updateTime || b.tokenId - a.tokenId);
}

/**
 * The asset detail from /v/user/asset/detail (its six real fields only: a backend may send more, this
 * one does not) completed with the token's SKU from /v/user/asset/list and the goods from /v/user/asset/page.
 */
export function viewOfDetail(
  detail: UserAssetTokenVO,
  listed: UserAssetVO,
  goods: UserAssetCollectionVO | undefined,
): UserAssetTokenVO {
  const found = tokensOf(listed).find(
    ({ v2, token }) => v2.skuId === detail.skuId && token.tokenId === detail.tokenId && token.ctId === detail.ctId,
  );
  const { goodsId, skuId, ctId, tokenId, num, updateTime } = detail;
  return {
    goodsId,
    skuId,
    ctId,
    tokenId,
    num,
    updateTime,
    ...(goods ? { name: goods.name } : {}),
    ...(found
      ? {
          tokenName: baseTokenName(found.token.tokenName, tokenId),
          cover: found.v2.cover,
          expressType: found.v2.expressType,
          blindBoxType: found.v2.blindBoxType,
        }
      : {}),
  };
}
