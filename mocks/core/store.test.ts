import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { orders } from '../domains/orders/table';
import { users } from '../domains/users/table';
import { setupMockServer } from '../testing';
import {
  checkSnapshot,
  clearAll,
  defineTable,
  generation,
  restore,
  snapshot,
  tableNames,
  unknownTables,
} from './store';

setupMockServer();

describe('table registry', () => {
  it('refuses a second table of the same name', () => {
    expect(() => defineTable('orders', z.object({}))).toThrow('mock table "orders" defined twice');
  });

  it('lists table names sorted', () => {
    const names = tableNames();
    expect(names).toContain('orders');
    expect(names).toContain('goodsSpus');
    expect(names).toEqual([...names].sort());
    expect(Object.keys(snapshot())).toEqual(names);
  });

  it('empties every table and moves the generation on by one', () => {
    const g = generation();
    clearAll();
    expect(generation()).toBe(g + 1);
    expect(Object.values(snapshot()).every((rows) => rows.length === 0)).toBe(true);
  });
});

describe('snapshot and restore', () => {
  it('copies the rows, so the snapshot and the live tables never share a record', () => {
    const snap = snapshot();
    const first = (snap.users ?? [])[0] as { uid: number; nickname: string };
    first.nickname = 'edited in the snapshot';
    expect(users.findFirst((q) => q.where({ uid: first.uid }))?.nickname).toBe('链上小明');
  });

  it('puts back exactly the saved rows, skips unknown tables and moves the generation on', async () => {
    const snap = snapshot();
    const g = generation();
    await orders.delete((q) => q.where({ status: 1 }));
    await restore({ ...snap, noSuchTable: [{ x: 1 }] });
    expect(snapshot()).toEqual(snap);
    expect(generation()).toBe(g + 1);
    await restore({ users: snap.users ?? [] });
    expect(orders.all()).toEqual([]);
    expect(users.all()).toHaveLength(snap.users?.length ?? -1);
  });
});

describe('checking a saved snapshot against today’s tables', () => {
  it('accepts the live snapshot and names table, row and field of what it would refuse', () => {
    const snap = snapshot();
    expect(checkSnapshot(snap)).toEqual([]);
    const users = structuredClone(snap.users ?? []) as Array<Record<string, unknown>>;
    delete users[1]?.realNameVerified;
    expect(checkSnapshot({ ...snap, users })).toEqual([
      'table "users", row 2: realNameVerified: Invalid input: expected boolean, received undefined',
    ]);
    expect(checkSnapshot({ users: 'x' })).toEqual(['table "users": expected a list of rows']);
    expect(checkSnapshot(null)).toEqual(['tables: expected an object']);
  });

  it('reports at most five problems and counts the rest', () => {
    const users = (snapshot().users ?? []).map((u) => ({ ...(u as object), uid: 'x' }));
    expect(users.length).toBeGreaterThan(5);
    const problems = checkSnapshot({ users });
    expect(problems).toHaveLength(6);
    expect(problems[5]).toBe(`and ${users.length - 5} more`);
  });

  it('lists tables it no longer has, and restores only the tables present when asked', async () => {
    expect(unknownTables({ orders: [], gone: [] })).toEqual(['gone']);
    const before = snapshot();
    await restore({ users: before.users ?? [] }, { onlyPresent: true });
    expect(snapshot()).toEqual(before);
  });
});

describe('table stand-in', () => {
  it('lets a test spy win over the shop table, and forwards again once the spy is gone', () => {
    const real = orders.all().length;
    expect(real).toBeGreaterThan(0);
    const spy = vi.spyOn(orders, 'all').mockReturnValue([]);
    expect(orders.all()).toEqual([]);
    spy.mockRestore();
    expect(orders.all()).toHaveLength(real);
  });

  it('hands out plain properties of the shop table as they are', () => {
    expect(typeof orders.hooks.on).toBe('function');
    expect(orders.hooks).toBe(orders.hooks);
  });

  it('binds forwarded methods to the shop table', () => {
    const { findMany } = orders;
    expect(findMany((q) => q.where({ status: 1 })).length).toBeGreaterThan(0);
  });
});
