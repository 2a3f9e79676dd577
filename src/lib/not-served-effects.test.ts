import { describe, expect, it, vi } from 'vitest';
import { lotteriesKeys } from '@/api/lotteries';
import { ordersKeys } from '@/api/orders';
import { ApiError } from './api-errors';
import { initI18n } from './i18n';
import { applyErrorEffects, createQueryClient, type ErrorEffects } from './query-client';

initI18n('zh');

const effects = (): ErrorEffects => ({ onSessionExpired: vi.fn(), onRealName: vi.fn(), onError: vi.fn() });
const RAW = 'No static resource rest/lottery/page.';
const notServed = () => new ApiError(1, RAW, 'lotteries.page');

describe('a service this deployment does not serve (B9) never toasts Spring’s raw text', () => {
  it('a failed query shows no toast: the screen shows its NotAvailable state', async () => {
    const e = effects();
    const qc = createQueryClient(e);
    await qc
      .fetchQuery({
        queryKey: lotteriesKeys.page(null),
        queryFn: () => Promise.reject(notServed()),
        retry: false,
      })
      .catch(() => undefined);
    expect(e.onError).not.toHaveBeenCalled();
    // Positive control: any other refusal of a query still toasts its text.
    await qc
      .fetchQuery({
        queryKey: ordersKeys.page(-1),
        queryFn: () => Promise.reject(new ApiError(1, '参数错误，请检查输入', 'orders.page')),
        retry: false,
      })
      .catch(() => undefined);
    expect(e.onError).toHaveBeenCalledWith('参数错误，请检查输入');
  });

  it('a failed action says "not available here" in the shopper’s language, not the raw text', () => {
    const e = effects();
    applyErrorEffects(notServed(), e);
    expect(e.onError).toHaveBeenCalledWith('此处暂未开通该服务');
    expect(e.onError).not.toHaveBeenCalledWith(RAW);
  });
});
