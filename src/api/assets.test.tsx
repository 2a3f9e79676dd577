// @vitest-environment jsdom
import type { UserAssetTokenVO, UserAssetVO } from '@contracts/assets';
import { forceScenario, server } from '@mocks/node';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from '@/lib/api-errors';
import { appAgainstMock } from '@/lib/testing/app-against-mock';
import { queryHarness } from '@/lib/testing/query-harness';
import {
  assetBackend,
  baseTokenName,
  itemsOfGoods,
  readAssets,
  resetAssetBackend,
  useAssetDetail,
  useTokens,
  viewOfDetail,
} from './assets';

/**
 * "My assets" and the asset detail on both backends (docs/backend/corrections.md#b9-not-served): the same rows, read
 * from the endpoints each has.
 */
const asked: string[] = [];
appAgainstMock({ lang: 'zh', persona: 'normal', onRequest: (url) => asked.push(url.pathname) });
const { onError, wrapper, client } = queryHarness();
beforeEach(() => {
  asked.length = 0;
  resetAssetBackend();
});
afterEach(resetAssetBackend);

/** Reads the held tokens from a cold cache, as a fresh page load would (the backend's choice is reset apart). */
async function tokens() {
  client().clear();
  const { result } = renderHook(() => useTokens(), { wrapper });
  await waitFor(() => expect(result.current.isSuccess).toBe(true));
  return { rows: result.current.data ?? [], refetch: result.current.refetch };
}
const view = (rows: Awaited<ReturnType<typeof tokens>>['rows']) =>
  rows
    .map((r) => ({
      goodsId: r.goodsId,
      skuId: r.skuId,
      tokenId: r.tokenId,
      goodsName: r.goodsName,
      tokenName: r.tokenName,
      blindBoxType: r.blindBoxType,
      expressType: r.expressType,
    }))
    .sort((a, b) => a.tokenId - b.tokenId);
const count = (path: string) => asked.filter((p) => p === path).length;

describe('held tokens on a deployment without the token page', () => {
  it('are the same rows, read from /v/user/asset/page and /list after one "No static resource", no toast', async () => {
    const served = await tokens();
    expect(assetBackend()).toBe('token-page');
    resetAssetBackend();
    forceScenario(server, 'no-rest-services');
    asked.length = 0;
    const real = await tokens();
    expect(view(real.rows)).toEqual(view(served.rows));
    expect(assetBackend()).toBe('asset-page');
    const goods = new Set(real.rows.map((r) => r.goodsId)).size;
    expect(count('/api/v/user/asset/token/page')).toBe(1);
    expect(count('/api/v/user/asset/page')).toBe(1);
    expect(count('/api/v/user/asset/list')).toBe(goods);
    // The choice holds for the session: a refresh does not ask the token page again.
    await real.refetch();
    expect(count('/api/v/user/asset/token/page')).toBe(1);
    expect(count('/api/v/user/asset/page')).toBe(2);
    expect(onError).not.toHaveBeenCalled();
  });

  it('the asset detail has the same name of token, cover and actions', async () => {
    const { rows } = await tokens();
    const box = rows.find((r) => r.blindBoxType === 1);
    if (!box) throw new Error('the normal persona holds no box');
    resetAssetBackend();
    forceScenario(server, 'no-rest-services');
    const { result } = renderHook(() => useAssetDetail(box.tokenId, box.ctId), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toMatchObject({
      goodsId: box.goodsId,
      tokenId: box.tokenId,
      name: box.goodsName,
      tokenName: box.tokenName,
      cover: box.cover,
      blindBoxType: 1,
      expressType: box.expressType,
    });
    expect(assetBackend()).toBe('asset-page');
    expect(onError).not.toHaveBeenCalled();
  });
});

const notServed = () =>
  Promise.reject(new ApiError(1, 'No static resource v/user/asset/token/page.', 'assets.tokenPage'));

describe('the asset backend choice (once per session, from the token page’s first answer)', () => {
  afterEach(resetAssetBackend);

  it('stays on the token page when it answers, and asks it again next time', async () => {
    const viaAssetPage = vi.fn(async () => 'page');
    expect(await readAssets(async () => 'tokens', viaAssetPage)).toBe('tokens');
    expect(assetBackend()).toBe('token-page');
    expect(await readAssets(async () => 'tokens again', viaAssetPage)).toBe('tokens again');
    expect(viaAssetPage).not.toHaveBeenCalled();
  });

  it('switches to /v/user/asset/page after one "No static resource", and never asks the token page again', async () => {
    const viaTokenPage = vi.fn(notServed);
    expect(await readAssets(viaTokenPage, async () => 'page')).toBe('page');
    expect(assetBackend()).toBe('asset-page');
    expect(await readAssets(viaTokenPage, async () => 'page 2')).toBe('page 2');
    expect(await readAssets(viaTokenPage, async () => 'page 3')).toBe('page 3');
    expect(viaTokenPage).toHaveBeenCalledTimes(1);
  });

  it('asks the token page once when screens read at the same time while it decides', async () => {
    // The asset detail's probe and the holding beside it started together: a story on the real backend saw the
    // token page asked twice (AssetDetailPage.stories ViaRealAssetEndpoints, a fresh-clone run).
    const viaTokenPage = vi.fn(notServed);
    const reads = [readAssets(viaTokenPage, async () => 'page 1'), readAssets(viaTokenPage, async () => 'page 2')];
    expect(await Promise.all(reads)).toEqual(['page 1', 'page 2']);
    expect(viaTokenPage).toHaveBeenCalledTimes(1);
  });

  it('follows a deployment switched mid-session (a tester turning the scenario on)', async () => {
    await readAssets(
      async () => 'tokens',
      async () => 'page',
    );
    expect(await readAssets(notServed, async () => 'page')).toBe('page');
    expect(assetBackend()).toBe('asset-page');
  });

  it('decides nothing on any other failure, which stays the caller’s', async () => {
    const viaAssetPage = vi.fn(async () => 'page');
    const refused = new ApiError(1, 'Internal error', 'assets.tokenPage');
    await expect(readAssets(() => Promise.reject(refused), viaAssetPage)).rejects.toBe(refused);
    const offline = new NetworkError('timeout', 'assets.tokenPage');
    await expect(readAssets(() => Promise.reject(offline), viaAssetPage)).rejects.toBe(offline);
    expect(assetBackend()).toBeNull();
    expect(viaAssetPage).not.toHaveBeenCalled();
  });
});

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
    /** The six fields /v/user/asset/detail really has. */
    const real = { goodsId: 'G1', skuId: 'S1', ctId: 1, tokenId: 300000007, num: '1', updateTime: 10 };
    // freezeType and name: what some backend might add, never trusted on this path.
    const detail = { ...real, freezeType: 2, name: 'stale' } as UserAssetTokenVO;
    expect(viewOfDetail(detail, listed, goods)).toEqual({
      ...real,
      name: '敦煌飞天',
      tokenName: '金典藏',
      cover: 's1.png',
      expressType: 1,
      blindBoxType: 0,
    });
    expect(viewOfDetail(detail, { ...listed, v1Assets: [] }, undefined)).toEqual(real);
  });
});
