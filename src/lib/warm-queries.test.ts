import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NetworkError } from './api-errors';
import { createQueryClient } from './query-client';
import { settleWithin, warmQueries } from './warm-queries';

const effects = () => ({ onSessionExpired: vi.fn(), onRealName: vi.fn(), onError: vi.fn() });

describe('warmQueries', () => {
  it('puts each answer in the cache under the key the page reads, plain and paged', async () => {
    const client = createQueryClient(effects());
    const banners = vi.fn(async () => ['b1']);
    const page = vi.fn(async ({ pageParam }: { pageParam: number }) => ({ n: pageParam }));
    await warmQueries(client, [
      { queryKey: ['banners'], queryFn: banners },
      { queryKey: ['feed'], queryFn: page, initialPageParam: 1, getNextPageParam: () => undefined },
    ]);
    expect(client.getQueryData(['banners'])).toEqual(['b1']);
    expect(client.getQueryData(['feed'])).toEqual({ pages: [{ n: 1 }], pageParams: [1] });
    expect(banners).toHaveBeenCalledTimes(1);
    expect(page).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed read, once and without a toast, so the page asks again itself', async () => {
    const fx = effects();
    const client = createQueryClient(fx);
    // A network failure: the client's default policy would retry it twice.
    const failing = vi.fn(async () => {
      throw new NetworkError('offline', 'test.read');
    });
    const fine = vi.fn(async () => 'ok');
    await warmQueries(client, [
      { queryKey: ['a'], queryFn: failing },
      { queryKey: ['b'], queryFn: fine },
    ]);
    expect(failing).toHaveBeenCalledTimes(1);
    expect(fx.onError).not.toHaveBeenCalled();
    expect(client.getQueryCache().find({ queryKey: ['a'], exact: true })).toBeUndefined();
    expect(client.getQueryData(['b'])).toBe('ok');
  });

  it('keeps a failed read that a screen already watches (the screen shows it)', async () => {
    const client = new QueryClient();
    let fail!: (e: Error) => void;
    const queryFn = () => new Promise<string>((_, reject) => (fail = reject));
    const warming = warmQueries(client, [{ queryKey: ['x'], queryFn }]);
    const unsubscribe = new QueryObserver(client, { queryKey: ['x'], queryFn, retry: false }).subscribe(() => {});
    fail(new Error('boom'));
    await warming;
    expect(client.getQueryState(['x'])?.status).toBe('error');
    unsubscribe();
  });
});

describe('settleWithin', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives up waiting after the limit', async () => {
    vi.useFakeTimers();
    let done = false;
    const waiting = settleWithin(new Promise(() => {}), 1500).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(1499);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await waiting;
    expect(done).toBe(true);
  });

  it('ends as soon as the work settles, a failure included', async () => {
    vi.useFakeTimers();
    let done = false;
    const waiting = settleWithin(Promise.reject(new Error('no')), 1500).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    await waiting;
    expect(done).toBe(true);
  });
});
