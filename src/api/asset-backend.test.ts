import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from '@/lib/api-errors';
import { assetBackend, readAssets, resetAssetBackend } from './asset-backend';

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
