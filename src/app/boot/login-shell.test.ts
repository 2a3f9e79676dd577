import { describe, expect, it } from 'vitest';
import { ROUTE_TABLE } from '@/app/routes/route-table';
import { loginShellRoutes, opensLogin } from './login-shell';

const routes = loginShellRoutes(ROUTE_TABLE);

describe("the login screen's shell", () => {
  it('is chosen at /login, signed in or not', () => {
    expect(opensLogin('/login', false, routes)).toBe(true);
    expect(opensLogin('/login/', true, routes)).toBe(true);
  });

  it('is chosen for a page that needs a session, opened without one, as the router sends it to /login', () => {
    expect(opensLogin('/orders', false, routes)).toBe(true);
    expect(opensLogin('/order-detail/2026', false, routes)).toBe(true);
    expect(opensLogin('/asset/7/0xabc', false, routes)).toBe(true);
  });

  it('is not chosen for that page with a session, nor for a page anyone may see', () => {
    expect(opensLogin('/orders', true, routes)).toBe(false);
    for (const open of ['/', '/goods/12', '/broadcast', '/circulation/7/0xabc', '/no-such-page'])
      expect(opensLogin(open, false, routes), open).toBe(false);
  });

  it("takes every guarded route of the route table, and the login route's own path", () => {
    const guarded = ROUTE_TABLE.filter((r) => r.meta.requiresLogin).map((r) => r.path);
    expect(guarded.length).toBeGreaterThan(10);
    expect(routes.login).toBe('/login');
    expect(routes.guarded).toHaveLength(guarded.length);
    // Each as the router matches it, its parameters unnamed.
    guarded.forEach((pattern, i) => {
      const sample = pattern.replace(/:\w+/g, 'x1');
      expect(opensLogin(sample, false, { login: '/login', guarded: [routes.guarded[i] as string] }), pattern).toBe(
        true,
      );
    });
    expect(routes.guarded).toContain('/order-detail/:');
  });
});
