import {
  type GoodsDetailVO,
  GoodsSkuVO,
  GoodsSpuPageVO,
  GoodsSpuVO,
  goodsEndpoints,
  MerchantVO,
} from '@contracts/goods';
import { now } from '../../core/clock';
import { implement } from '../../core/implement';
import { RAW } from '../../core/messages';
import { paginate } from '../../core/paging';
import { fail, failWith, ok } from '../../core/respond';
import { skuRemaining, spuRemaining } from '../orders/rules/purchase-limits';
import { findSpu, prizeOdds } from './rules/stock';
import { DEFAULT_CONTRACT, favorites, merchants, type SpuRecord, skus, spus } from './table';

const WEEK = 7 * 86_400_000;

/** The composite score of /v/goods/page (orderType is ignored by the real backend). */
function score(g: SpuRecord, at: number): number {
  // No sale time (docs/backend/corrections.md#b8-no-sale-time): the SQL expression is NULL, and MySQL sorts NULL last
  // in a descending order.
  if (g.saleTime === undefined) return Number.NEGATIVE_INFINITY;
  const weeks = Math.max(0, (at - g.saleTime) / WEEK);
  return Math.log1p(g.sales) + 0.2 * Math.log1p(g.favorite) + (g.recommended ? 100 : 0) + 3 / (1 + weeks);
}

function merchantVO(address: string): MerchantVO | undefined {
  const m = merchants.findFirst((q) => q.where({ address }));
  return m ? MerchantVO.parse(m) : undefined;
}

function matchesVague(g: SpuRecord, vague: string): boolean {
  const v = vague.trim();
  if (v === '') return true;
  return g.goodsId === v || g.merchantAddress === v.toLowerCase() || g.name.includes(v);
}

const page = implement(goodsEndpoints.page, ({ input }) => {
  const at = now();
  const rows = spus
    .findMany((q) => q.where({ status: 4, hiddenStatus: 0 }))
    .filter((g) => matchesVague(g, input.vague ?? ''))
    .filter((g) => !input.address || g.merchantAddress === input.address.toLowerCase())
    .filter((g) => !input.menuId || input.menuId <= 0 || (g.classifies ?? []).includes(input.menuId))
    .map((g) => ({ g, s: score(g, at) }))
    .sort(
      (a, b) =>
        b.s - a.s ||
        a.g.showOrder - b.g.showOrder ||
        (b.g.saleTime ?? 0) - (a.g.saleTime ?? 0) ||
        b.g.goodsId.localeCompare(a.g.goodsId),
    );
  const result = paginate(rows, input.page, input.size);
  const data = [];
  for (const { g } of result.data) {
    const merchant = merchantVO(g.merchantAddress);
    // A missing merchant row is an NPE on the real backend: the whole call fails.
    if (!merchant) return fail(1, RAW.internalError);
    data.push({ spu: GoodsSpuPageVO.parse(g), merchant });
  }
  return ok({ ...result, data });
});

/** Chance in percent from basis points, as a plain decimal string ("12.5", "0"). */
function percent(bp: number): string {
  const whole = Math.floor(bp / 100);
  const frac = String(bp % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return frac ? `${whole}.${frac}` : String(whole);
}

const detail = implement(goodsEndpoints.detail, ({ input, session, lang }) => {
  const spu = findSpu(input.goodsId);
  if (!spu) return failWith('invalid_goods_id', lang);
  const merchant = merchantVO(spu.merchantAddress);
  if (!merchant) return fail(1, RAW.internalError);
  const at = now();
  const me = session?.address ?? null;
  let rows = skus.findMany((q) => q.where({ goodsId: spu.goodsId }));
  // For a blind box only the box SKU is sold (the real endpoint returns only the first SKU row).
  if (spu.type === 1) rows = rows.filter((k) => k.blindBoxType === 1).slice(0, 1);
  const v1Values = [...new Set(rows.map((k) => k.propValue1))];
  const v1Skus = v1Values.map((propValue1) => ({
    propValue1,
    v2Skus: rows
      .filter((k) => k.propValue1 === propValue1)
      .map((k) => ({
        propValue2: k.propValue2,
        sku: GoodsSkuVO.parse({ ...k, orderLimit: skuRemaining(spu, k, me, at) }),
      })),
  }));
  const data: GoodsDetailVO = {
    spu: GoodsSpuVO.parse({ ...spu, orderLimit: spuRemaining(spu, me, at) }),
    skuProp: { title1: spu.title1, title2: spu.title2 },
    v1Skus,
    merchant,
    contract: DEFAULT_CONTRACT,
    ...(spu.type === 1
      ? {
          prizes: prizeOdds(spu.goodsId).map(({ sku, bp }) => ({
            skuId: sku.skuId,
            name: sku.name,
            cover: sku.cover,
            stock: sku.stock,
            rate: percent(bp),
          })),
        }
      : {}),
    // No isFavorite: the real GoodsDetailVO has none (docs/backend/corrections.md#b5-favorite); the state is GET
    // /v/goods/favorite below.
  };
  return ok(data);
});

/**
 * GET /v/goods/favorite (docs/backend/endpoints.md#goods-favorite, docs/backend/corrections.md#b5-favorite): the
 * caller's favourite row as {createTime}, or no data when there is none, when anonymous, or for an unknown goodsId (the real query simply finds no row).
 */
const favoriteState = implement(goodsEndpoints.favoriteState, ({ input, session }) => {
  if (!session) return ok();
  const row = favorites.findFirst((q) => q.where({ goodsId: input.goodsId, address: session.address }));
  return row ? ok({ createTime: row.createTime }) : ok();
});

const favorite = implement(goodsEndpoints.favorite, async ({ input, me }) => {
  const spu = findSpu(input.goodsId);
  // A toggle (docs/backend/rules.md#r32-favorite-toggle, docs/backend/endpoints.md#goods-favorite); an unknown goodsId
  // is a silent success.
  if (!spu) return ok();
  const existing = favorites.findFirst((q) => q.where({ goodsId: spu.goodsId, address: me.address }));
  if (existing) favorites.delete((q) => q.where({ goodsId: spu.goodsId, address: me.address }));
  else await favorites.create({ goodsId: spu.goodsId, address: me.address, createTime: now() });
  await spus.update((q) => q.where({ goodsId: spu.goodsId }), {
    data(r) {
      r.favorite = Math.max(0, r.favorite + (existing ? -1 : 1));
    },
  });
  return ok();
});

export const goodsHandlers = [page, detail, favoriteState, favorite];
