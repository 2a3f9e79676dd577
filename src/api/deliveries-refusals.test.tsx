// @vitest-environment jsdom
import { deliveryOrders } from '@mocks/domains/deliveries/table';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appAgainstMock } from '@/lib/testing/app-against-mock';
import { queryHarness } from '@/lib/testing/query-harness';
import { useConfirmReceipt, useReturnApply, useReturnExpress } from './deliveries';

/**
 * docs/backend/corrections.md#b6-refusal-codes against the mock (which answers as the real backend: code 1
 * "参数错误，请检查输入"): a delivery action the order's status no longer allows is told in the action's own words, never as "check your input".
 */
appAgainstMock({ lang: 'zh', persona: 'normal' });
const { onError, wrapper } = queryHarness();
afterEach(() => vi.unstubAllGlobals());

const inStatus = (status: 0 | 1 | 4) => deliveryOrders.findFirst((q) => q.where({ status }))?.orderId ?? '';

describe('delivery state refusals', () => {
  it('says why confirming receipt of an unshipped order failed', async () => {
    const { result } = renderHook(() => useConfirmReceipt(), { wrapper });
    result.current.mutate(inStatus(0));
    await waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    expect(onError).toHaveBeenCalledWith('该提货单当前不能确认收货（仅已发货的提货单可以），已为你刷新状态');
  });

  it('says why a return of an order whose return was refused failed', async () => {
    const { result } = renderHook(() => useReturnApply(), { wrapper });
    result.current.mutate({ orderId: inStatus(4) });
    await waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    expect(onError.mock.calls[0]?.[0]).toMatch(/^该提货单当前不能申请退货/);
  });

  it('says why return numbers for an order not awaiting them were refused', async () => {
    const { result } = renderHook(() => useReturnExpress(), { wrapper });
    result.current.mutate({ orderId: inStatus(1), expressCode: 'SF123456789' });
    await waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    expect(onError.mock.calls[0]?.[0]).toMatch(/^退货单号未被接受/);
  });

  it('leaves other errors their own text (positive control: a 5xx is the generic error)', async () => {
    vi.stubGlobal('fetch', async () => new Response('{}', { status: 500 }));
    const { result } = renderHook(() => useConfirmReceipt(), { wrapper });
    result.current.mutate(inStatus(1));
    await waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    expect(onError).toHaveBeenCalledWith();
  });
});
