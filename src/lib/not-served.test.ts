import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError, SessionExpiredError } from './api-errors';
import { isNotServed } from './not-served';

describe('isNotServed (B9)', () => {
  it('recognises the backend’s answer for a path it does not serve', () => {
    expect(isNotServed(new ApiError(1, 'No static resource v/user/asset/token/page.', 'assets.tokenPage'))).toBe(true);
    expect(isNotServed(new ApiError(1, 'No static resource rest/lottery/page.', 'lotteries.page'))).toBe(true);
  });

  it('leaves every other failure alone: other code-1 texts, other codes, other kinds', () => {
    expect(isNotServed(new ApiError(1, '参数错误：商品编号错误，请检查输入', 'assets.list'))).toBe(false);
    expect(isNotServed(new ApiError(1, 'Internal error', 'lotteries.page'))).toBe(false);
    expect(isNotServed(new ApiError(404, 'No static resource rest/lottery/page.', 'lotteries.page'))).toBe(false);
    expect(isNotServed(new SessionExpiredError(301, 'No static resource x.', 'assets.tokenPage'))).toBe(false);
    expect(isNotServed(new NetworkError('HTTP 404', 'lotteries.page', 404, 'No static resource x.'))).toBe(false);
    expect(isNotServed(new Error('No static resource x.'))).toBe(false);
    expect(isNotServed(undefined)).toBe(false);
  });
});
