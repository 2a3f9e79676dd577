import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearAccountFrozen, noteAccountFrozen } from './account-frozen';
import { AccountFrozenError, ApiError, SessionExpiredError } from './api-errors';
import { applyErrorEffects, type ErrorEffects } from './query-client';

const effects = (): ErrorEffects => ({ onSessionExpired: vi.fn(), onRealName: vi.fn(), onError: vi.fn() });

afterEach(() => clearAccountFrozen());

describe('applyErrorEffects', () => {
  it('shows no toast for a 303: the frozen-account screen says it once', () => {
    const e = effects();
    for (let i = 0; i < 3; i++) applyErrorEffects(new AccountFrozenError(303, '=您的账号已被冻结', 'goods.page'), e);
    expect(e.onError).not.toHaveBeenCalled();
    expect(e.onSessionExpired).not.toHaveBeenCalled();
  });

  it('does not send a frozen shopper to login when the token-less requests that follow get 301', () => {
    const e = effects();
    noteAccountFrozen();
    applyErrorEffects(new SessionExpiredError(301, 'not logged in', 'orders.page'), e);
    expect(e.onSessionExpired).not.toHaveBeenCalled();
  });

  it('still toasts other API errors and sends an unfrozen session to login (positive controls)', () => {
    const e = effects();
    applyErrorEffects(new ApiError(1, '参数错误，请检查输入', 'orders.cancel'), e);
    expect(e.onError).toHaveBeenCalledWith('参数错误，请检查输入');
    applyErrorEffects(new SessionExpiredError(302, 'expired', 'orders.page'), e);
    expect(e.onSessionExpired).toHaveBeenCalledTimes(1);
  });
});
