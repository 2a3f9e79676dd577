// @vitest-environment jsdom
import { goodsEndpoints } from '@contracts/goods';
import { skuOf } from '@mocks/domains/orders/testing/buying';
import { server } from '@mocks/node';
import { tokenFor } from '@mocks/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { setToken } from '@/lib/storage';
import { appAgainstMock } from '@/lib/testing/app-against-mock';
import { queryHarness } from '@/lib/testing/query-harness';
import { favoriteKeys, useFavoriteState, useToggleFavorite } from './favorites';
import { goodsDetailQuery } from './goods';

/**
 * docs/backend/corrections.md#b5-favorite: the heart reads GET /v/goods/favorite (the detail's isFavorite only as a
 * fallback) and the toggle flips it at once, putting it back when the call fails.
 */
const favoriteCalls: string[] = [];
appAgainstMock({
  lang: 'en',
  onRequest: (url, init) => {
    if (url.pathname === goodsEndpoints.favoriteState.path) favoriteCalls.push(`${init?.method ?? 'GET'}`);
  },
});
const { onError, wrapper, client } = queryHarness();
beforeEach(() => {
  favoriteCalls.length = 0;
});

const FAN_OF = '星际旅人潮玩手办'; // recommended: the `normal` persona has favourited it in the seed
const NOT_FAVOURITED = '龙年生肖数字徽章';

function useHeart(goodsId: string, signedIn = true, fallback?: boolean) {
  return { state: useFavoriteState(goodsId, signedIn, fallback), toggle: useToggleFavorite(goodsId) };
}

/** Holds the next toggle's answer until released, so the optimistic state can be observed. */
function gateToggle(answer: () => Response) {
  let release: () => void = () => {};
  const gate = new Promise<void>((r) => {
    release = r;
  });
  server.use(
    http.post(`*${goodsEndpoints.favorite.path}`, async () => {
      await gate;
      return answer();
    }),
  );
  return release;
}

describe('useFavoriteState', () => {
  it('reads the seeded favourite from GET /v/goods/favorite, not from the detail', async () => {
    setToken(await tokenFor('normal'));
    const { result } = renderHook(() => useFavoriteState(skuOf(FAN_OF).spu.goodsId, true, false), { wrapper });
    await waitFor(() => expect(result.current).toEqual({ on: true, fromServer: true }));
  });

  it('says not favourited when the endpoint answers no data, whatever the fallback says', async () => {
    setToken(await tokenFor('normal'));
    const { result } = renderHook(() => useFavoriteState(skuOf(NOT_FAVOURITED).spu.goodsId, true, true), { wrapper });
    await waitFor(() => expect(result.current).toEqual({ on: false, fromServer: true }));
  });

  it('falls back to the detail flag, silently, when the endpoint does not answer', async () => {
    setToken(await tokenFor('normal'));
    server.use(http.get(`*${goodsEndpoints.favoriteState.path}`, () => HttpResponse.error()));
    const { result } = renderHook(() => useFavoriteState(skuOf(NOT_FAVOURITED).spu.goodsId, true, true), { wrapper });
    await waitFor(() =>
      expect(client().getQueryState(favoriteKeys.of(skuOf(NOT_FAVOURITED).spu.goodsId))?.status).toBe('error'),
    );
    expect(result.current).toEqual({ on: true, fromServer: false });
    expect(onError).not.toHaveBeenCalled();
  });

  it('does not ask when signed out (anonymous callers always get no data)', async () => {
    setToken(null);
    const { result } = renderHook(() => useFavoriteState(skuOf(FAN_OF).spu.goodsId, false, true), { wrapper });
    expect(result.current).toEqual({ on: false, fromServer: false });
    expect(favoriteCalls).toEqual([]);
  });
});

describe('useToggleFavorite', () => {
  it('flips the heart and the counter before the server answers, then keeps the server’s state', async () => {
    setToken(await tokenFor('newbie'));
    const { goodsId } = skuOf(NOT_FAVOURITED).spu;
    await client().fetchQuery(goodsDetailQuery(goodsId));
    const before = client().getQueryData(goodsDetailQuery(goodsId).queryKey)?.spu.favorite ?? -1;
    const { result } = renderHook(() => useHeart(goodsId), { wrapper });
    await waitFor(() => expect(result.current.state.fromServer).toBe(true));
    expect(result.current.state.on).toBe(false);
    const release = gateToggle(() => HttpResponse.json({ code: 0, message: 'Success' }));
    act(() => result.current.toggle.mutate({ current: false }));
    await waitFor(() => expect(result.current.state.on).toBe(true));
    expect(client().getQueryData(goodsDetailQuery(goodsId).queryKey)?.spu.favorite).toBe(before + 1);
    server.resetHandlers();
    release();
    await waitFor(() => expect(result.current.toggle.isSuccess).toBe(true));
    // The gated answer never reached the mock's state: the re-read shows what the server holds.
    await waitFor(() => expect(result.current.state).toEqual({ on: false, fromServer: true }));
  });

  it('rolls the heart and the counter back when the toggle fails, and says so once', async () => {
    setToken(await tokenFor('normal'));
    const { goodsId } = skuOf(FAN_OF).spu;
    await client().fetchQuery(goodsDetailQuery(goodsId));
    const before = client().getQueryData(goodsDetailQuery(goodsId).queryKey)?.spu.favorite;
    const { result } = renderHook(() => useHeart(goodsId), { wrapper });
    await waitFor(() => expect(result.current.state).toEqual({ on: true, fromServer: true }));
    const release = gateToggle(() => HttpResponse.json({ code: 1, message: 'Internal error' }));
    act(() => result.current.toggle.mutate({ current: true }));
    await waitFor(() => expect(result.current.state.on).toBe(false));
    release();
    await waitFor(() => expect(result.current.toggle.isError).toBe(true));
    expect(result.current.state).toEqual({ on: true, fromServer: true });
    expect(client().getQueryData(goodsDetailQuery(goodsId).queryKey)?.spu.favorite).toBe(before);
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('toggles for real against the mock: favourited after, and back', async () => {
    setToken(await tokenFor('newbie'));
    const { goodsId } = skuOf(NOT_FAVOURITED).spu;
    const { result } = renderHook(() => useHeart(goodsId), { wrapper });
    await waitFor(() => expect(result.current.state.fromServer).toBe(true));
    act(() => result.current.toggle.mutate({ current: result.current.state.on }));
    await waitFor(() => expect(result.current.toggle.isSuccess).toBe(true));
    await waitFor(() => expect(result.current.state).toEqual({ on: true, fromServer: true }));
  });

  it('flips nothing in advance when signed out', async () => {
    setToken(null);
    const { goodsId } = skuOf(FAN_OF).spu;
    const { result } = renderHook(() => useHeart(goodsId, false), { wrapper });
    const release = gateToggle(() => HttpResponse.json({ code: 301, message: 'Not logged in' }));
    act(() => result.current.toggle.mutate({ current: false, optimistic: false }));
    await waitFor(() => expect(result.current.toggle.isPending).toBe(true));
    expect(client().getQueryData(favoriteKeys.of(goodsId))).toBeUndefined();
    release();
    await waitFor(() => expect(result.current.toggle.isError).toBe(true));
  });
});
