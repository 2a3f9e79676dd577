// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flushShop, loadShop, saveShopSoon } from './browser-shop';
import { snapshot } from './core/store';
import { currentSeed, resetDb } from './seed';

const KEY = 'mall_mock_shop';

async function saveNow(): Promise<void> {
  vi.useFakeTimers();
  saveShopSoon(10);
  await vi.advanceTimersByTimeAsync(20);
  vi.useRealTimers();
}

// A saved shop that does not fit is reported with console.warn: expected here, kept out of the output.
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('the browser shop across reloads', () => {
  it('restores what the last visit saved, changes included', async () => {
    expect(await loadShop({ fresh: false })).toBe('seeded');
    const seeded = snapshot();
    const users = [...(seeded.users ?? [])];
    const changed = { ...seeded, users: users.slice(1) };
    localStorage.setItem(KEY, JSON.stringify({ version: 1, seed: currentSeed(), tables: changed }));
    await resetDb({ seed: 7 }); // a reload starts from nothing in particular
    expect(await loadShop({ fresh: false })).toBe('restored');
    expect(snapshot().users).toHaveLength(users.length - 1);
  });

  it('saves the current shop (debounced) and gets it back', async () => {
    await loadShop({ fresh: true });
    await saveNow();
    const before = JSON.stringify(snapshot());
    await resetDb({ seed: 7 });
    expect(JSON.stringify(snapshot())).not.toBe(before);
    expect(await loadShop({ fresh: false })).toBe('restored');
    expect(JSON.stringify(snapshot())).toBe(before);
  });

  it('seeds afresh on ?reset, on another ?seed, and on a saved shop it cannot read', async () => {
    await loadShop({ fresh: true });
    await saveNow();
    expect(await loadShop({ fresh: true })).toBe('seeded');
    await saveNow();
    expect(await loadShop({ seed: 4242, fresh: false })).toBe('seeded');
    expect(currentSeed()).toBe(4242);
    localStorage.setItem(KEY, '{"version":1,');
    expect(await loadShop({ fresh: false })).toBe('seeded');
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('drops a saved shop whose records no longer fit the tables', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // @msw/data logs the schema issues
    localStorage.setItem(KEY, JSON.stringify({ version: 1, seed: 2999, tables: { users: [{ nonsense: true }] } }));
    expect(await loadShop({ fresh: false })).toBe('seeded');
    expect((snapshot().users ?? []).length).toBeGreaterThan(0);
    expect(localStorage.getItem(KEY)).toBeNull();
  });
});

describe('flushShop', () => {
  it('writes the shop at once, with or without a save pending', async () => {
    await loadShop({ fresh: true });
    // No save scheduled: the mocked-response event of the last request may still be on its way.
    flushShop();
    expect(JSON.parse(localStorage.getItem(KEY) ?? '{}').seed).toBe(currentSeed());
    localStorage.clear();
    saveShopSoon(60_000);
    flushShop();
    expect(JSON.parse(localStorage.getItem(KEY) ?? '{}').seed).toBe(currentSeed());
  });
});

describe('the mock clock across reloads', () => {
  it('keeps a clock moved forward', async () => {
    await loadShop({ fresh: true });
    const { advance, now } = await import('./core/clock');
    const hours = 5 * 3_600_000;
    advance(hours);
    const moved = now();
    saveShopSoon(60_000);
    flushShop();
    advance(-hours);
    expect(await loadShop({ fresh: false })).toBe('restored');
    // Frozen under Vitest: the restored clock is the moved one, give or take the wall-clock ms in between.
    expect(Math.abs(now() - moved)).toBeLessThan(1000);
  });
});
