// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { type AppRoute, toRouteObjects } from './routes';

function route(prefetch: (...args: unknown[]) => Promise<unknown>): AppRoute {
  return {
    path: '/goods/:goodsId',
    meta: { name: 'goods', titleKey: 'routes.goods' },
    load: async () => ({ default: () => null, prefetch }),
  };
}

async function resolveLazy(r: AppRoute, atBoot: boolean, client: QueryClient) {
  const [first] = toRouteObjects([r], { client, atBoot: () => atBoot });
  const lazy = first?.lazy as () => Promise<unknown>;
  return lazy();
}

describe('the first page of a visit gets its first reads before it renders', () => {
  it('runs the page prefetch with the client and the URL parameters, then answers the component', async () => {
    window.history.replaceState(null, '', '/goods/g-7');
    const client = new QueryClient();
    const prefetch = vi.fn(async () => undefined);
    const resolved = (await resolveLazy(route(prefetch), true, client)) as { Component: unknown };
    expect(prefetch).toHaveBeenCalledWith(client, { goodsId: 'g-7' });
    expect(typeof resolved.Component).toBe('function');
  });

  it('does not wait for it on a later navigation inside the app', async () => {
    window.history.replaceState(null, '', '/goods/g-7');
    const prefetch = vi.fn(async () => undefined);
    await resolveLazy(route(prefetch), false, new QueryClient());
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('renders anyway when the reads take longer than the wait', async () => {
    vi.useFakeTimers();
    try {
      window.history.replaceState(null, '', '/goods/g-7');
      let resolved = false;
      const lazy = resolveLazy(
        route(() => new Promise(() => {})),
        true,
        new QueryClient(),
      ).then(() => {
        resolved = true;
      });
      await vi.advanceTimersByTimeAsync(1499);
      expect(resolved).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await lazy;
      expect(resolved).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
