// @vitest-environment jsdom
import { type QueryClient, type QueryKey, useQuery } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { AccountFrozenError } from '@/lib/api-errors';
import { queryHarness } from '@/lib/testing/query-harness';
import { accountKeys } from './account';
import { addressesKeys, addressListQuery } from './addresses';
import { assetsKeys } from './assets';
import { useLogout } from './auth';
import { blindBoxesKeys } from './blind-boxes';
import { chainKeys, contractListQuery } from './chain';
import { deliveriesKeys } from './deliveries';
import { favoriteKeys } from './favorites';
import { goodsContractQuery, goodsDetailQuery, goodsKeys } from './goods';
import { invoicesKeys } from './invoices';
import { lotteriesKeys } from './lotteries';
import { merchantKeys } from './merchant';
import { ordersKeys } from './orders';
import { TRACKED_TX } from './tracked-tx';

// The factories' logic is which key sits under which: a prefix invalidation reaches every key built on it, and
// nothing else. Checked on a real QueryClient, the way the mutations use them.
const harness = queryHarness();
let qc: QueryClient;
beforeEach(() => {
  qc = harness.client();
});

const seed = (...keys: QueryKey[]) => {
  for (const k of keys) qc.setQueryData(k, 'cached');
};
const invalidated = (k: QueryKey) => qc.getQueryState(k)?.isInvalidated;

describe('a prefix reaches exactly the keys built on it', () => {
  it('ordersKeys.all reaches every status tab and every detail, and no other domain', async () => {
    seed(ordersKeys.page(-1), ordersKeys.page(0), ordersKeys.detail('1'), goodsKeys.detail('1'));
    await qc.invalidateQueries({ queryKey: ordersKeys.all });
    expect(invalidated(ordersKeys.page(-1))).toBe(true);
    expect(invalidated(ordersKeys.page(0))).toBe(true);
    expect(invalidated(ordersKeys.detail('1'))).toBe(true);
    expect(invalidated(goodsKeys.detail('1'))).toBe(false);
  });

  it('goodsKeys.details() (after an order: the stock) reaches each detail but not the feed', async () => {
    seed(goodsKeys.detail('1'), goodsKeys.page({ vague: 'x' }), goodsKeys.page());
    await qc.invalidateQueries({ queryKey: goodsKeys.details() });
    expect(invalidated(goodsKeys.detail('1'))).toBe(true);
    expect(invalidated(goodsKeys.page({ vague: 'x' }))).toBe(false);
    expect(invalidated(goodsKeys.page())).toBe(false);
  });

  it('accountKeys.infos() (after a nickname change) reaches the user info of any token', async () => {
    seed(accountKeys.info('t1'), accountKeys.info(null));
    await qc.invalidateQueries({ queryKey: accountKeys.infos() });
    expect(invalidated(accountKeys.info('t1'))).toBe(true);
    expect(invalidated(accountKeys.info(null))).toBe(true);
  });

  it.each([
    ['pay', [ordersKeys.detail('1'), assetsKeys.tokens(), deliveriesKeys.page(0)]],
    ['refundReturn', [ordersKeys.detail('1'), assetsKeys.detail(1, 2)]],
    ['openBox', [assetsKeys.tokens(), assetsKeys.detail(1, 2), blindBoxesKeys.openRecords('g')]],
    ['withdraw', [deliveriesKeys.page(0), assetsKeys.tokens()]],
  ] as const)('an accepted %s refreshes what it changed, not the catalogue or the book', async (action, touched) => {
    const untouched = [goodsKeys.detail('g'), addressesKeys.list(), chainKeys.contracts(), invoicesKeys.page(-1)];
    seed(...touched, ...untouched);
    await Promise.all(TRACKED_TX[action].refreshes.map((queryKey) => qc.invalidateQueries({ queryKey })));
    for (const k of touched) expect(invalidated(k), JSON.stringify(k)).toBe(true);
    for (const k of untouched) expect(invalidated(k), JSON.stringify(k)).toBe(false);
  });

  it('a joined lottery refreshes list and detail of every token', async () => {
    seed(lotteriesKeys.page('t'), lotteriesKeys.detail(1, null));
    await qc.invalidateQueries({ queryKey: lotteriesKeys.all });
    expect(invalidated(lotteriesKeys.page('t'))).toBe(true);
    expect(invalidated(lotteriesKeys.detail(1, null))).toBe(true);
  });
});

describe('screens that read the same thing share one cache entry', () => {
  it('the goods contract is read from the goods detail', () => {
    expect(goodsContractQuery('g').queryKey).toEqual(goodsDetailQuery('g').queryKey);
  });

  it('the address book has one key', () => {
    expect(addressListQuery().queryKey).toEqual(addressesKeys.list());
  });

  it('a merchant address in any letter case is one merchant', () => {
    expect(merchantKeys.detail('0xABCdef')).toEqual(merchantKeys.detail('0xabcdef'));
  });

  it('the contract list is read again after 10 minutes (one staleTime for every screen)', () => {
    expect(contractListQuery().staleTime).toBe(10 * 60_000);
  });
});

describe('logout', () => {
  it('keeps what is the same for every shopper (chain, catalogue) and drops the rest, hearts included', async () => {
    const kept = [chainKeys.contracts(), goodsKeys.detail('g'), goodsKeys.page()];
    const dropped = [favoriteKeys.of('g'), accountKeys.info('t'), ordersKeys.page(-1), addressesKeys.list()];
    seed(...kept, ...dropped);
    const { result } = renderHook(() => useLogout(), { wrapper: harness.wrapper });
    await result.current();
    for (const k of kept) expect(qc.getQueryData(k), JSON.stringify(k)).toBe('cached');
    for (const k of dropped) expect(qc.getQueryData(k), JSON.stringify(k)).toBeUndefined();
  });

  it('reads again a kept public read that failed with 303 (the home feed after the frozen screen’s logout)', async () => {
    let frozen = true;
    const feed = renderHook(
      () =>
        useQuery({
          queryKey: goodsKeys.page(),
          retry: false,
          queryFn: async () => {
            if (frozen) throw new AccountFrozenError(303, '=您的账号已被冻结，请联系客服处理', 'goods.page');
            return 'the feed';
          },
        }),
      { wrapper: harness.wrapper },
    );
    await waitFor(() => expect(feed.result.current.isError).toBe(true));
    // Positive control: another failure is not read again by a logout.
    qc.setQueryData(goodsKeys.detail('g'), 'cached');
    const { result } = renderHook(() => useLogout(), { wrapper: harness.wrapper });
    frozen = false;
    await result.current();
    await waitFor(() => expect(feed.result.current.data).toBe('the feed'));
    expect(qc.getQueryData(goodsKeys.detail('g'))).toBe('cached');
  });
});
