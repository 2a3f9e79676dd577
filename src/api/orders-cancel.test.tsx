// @vitest-environment jsdom

import { findSpu } from '@mocks/domains/goods/rules/stock';
import { orders } from '@mocks/domains/orders/table';
import { setupMockServer, tokenFor } from '@mocks/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { setLang, setToken } from '@/lib/storage';
import { fetchToMock } from '@/lib/testing/fetch-to-mock';
import { useCancelOrder } from './orders';

/** B6: cancelling an order that is no longer pending is code 2 "请求过于频繁" on the real backend (and the mock). */
setupMockServer();
initI18n('zh');

const onError = vi.fn();
beforeEach(async () => {
  onError.mockReset();
  fetchToMock();
  setLang('zh');
  setToken(await tokenFor('normal'));
});

function wrapper({ children }: { children: ReactNode }) {
  const client = createQueryClient({ onSessionExpired: vi.fn(), onRealName: vi.fn(), onError });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
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
