// @vitest-environment jsdom
import { forceScenario, server } from '@mocks/node';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appAgainstMock } from '@/lib/testing/app-against-mock';
import { queryHarness } from '@/lib/testing/query-harness';
import { assetBackend, resetAssetBackend } from './asset-backend';
import { useAssetDetail, useTokens } from './assets';

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
