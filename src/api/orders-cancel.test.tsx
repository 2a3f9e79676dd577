// @vitest-environment jsdom

import { findSpu } from '@mocks/domains/goods/rules/stock';
import { orders } from '@mocks/domains/orders/table';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appAgainstMock } from '@/lib/testing/app-against-mock';
import { queryHarness } from '@/lib/testing/query-harness';
import { useCancelOrder } from './orders';

/**
 * docs/backend/corrections.md#b6-refusal-codes: cancelling an order that is no longer pending is code 2 "请求过于频繁" on the
 * real backend (and the mock).
 */
appAgainstMock({ lang: 'zh', persona: 'normal' });
const { onError, wrapper } = queryHarness();

const seeded = (name: string, status: 1) =>
  orders.findMany((q) => q.where({ status })).find((o) => findSpu(o.goodsId)?.name === name)?.orderId ?? '';

describe('cancelling an order', () => {
  it('never says "too many requests" when the order is already paid', async () => {
    const { result } = renderHook(() => useCancelOrder(), { wrapper });
    result.current.mutate(seeded('星际旅人潮玩手办', 1));
    await waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    expect(onError).toHaveBeenCalledWith('订单状态已变化（可能已付款、已撤销或已超时），不能再撤销，已为你刷新');
  });

  it('keeps the backend’s text for other refusals (positive control: an unknown order)', async () => {
    const { result } = renderHook(() => useCancelOrder(), { wrapper });
    result.current.mutate('9'.repeat(18));
    await waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    expect(onError).toHaveBeenCalledWith('参数错误，请检查输入');
  });
});
