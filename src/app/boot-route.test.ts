import { describe, expect, it } from 'vitest';
import { bootRoute } from './boot-route';

const at = (path: string, session = false) => {
  const [pathname, search = ''] = path.split(/(?=\?)/);
  const { route, redirect } = bootRoute(pathname ?? path, search, session);
  return { page: route.meta.name, redirect };
};

describe('bootRoute: the first page the router will show', () => {
  it('finds the page of an open route, parameters included', () => {
    expect(at('/')).toEqual({ page: 'home', redirect: null });
    expect(at('/goods/2026102600000257')).toEqual({ page: 'goods', redirect: null });
    expect(at('/circulation/g1/7')).toEqual({ page: 'circulation', redirect: null });
  });

  it('answers the not-found page for a path no route matches, as the router does', () => {
    expect(at('/no-such-page')).toEqual({ page: 'notFound', redirect: null });
    expect(at('/goods')).toEqual({ page: 'notFound', redirect: null });
  });

  it('sends a visitor without a session from a protected page to the login page, keeping the way back', () => {
    expect(at('/orders')).toEqual({ page: 'login', redirect: '/login?redirect=%2Forders' });
    expect(at('/pay-order/42?from=detail')).toEqual({
      page: 'login',
      redirect: '/login?redirect=%2Fpay-order%2F42%3Ffrom%3Ddetail',
    });
  });

  it('leaves a signed-in shopper on the protected page', () => {
    expect(at('/orders', true)).toEqual({ page: 'orders', redirect: null });
    expect(at('/asset/g1/7', true)).toEqual({ page: 'asset', redirect: null });
  });
});
