// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { useEffect, useRef, useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { setToken } from '@/lib/storage';
import { queryHarness } from '@/lib/testing/query-harness';
import { AppLayout } from './AppLayout';
import type { RouteMeta } from './routes/route-meta';
import { scroller } from './scroll';

initI18n('zh');
let mounts = 0;
const USER = {
  uid: 1,
  address: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266',
  parentAddress: '',
  status: 1,
  nickname: 'demo',
  headUrl: '',
  inviteNum: 0,
  registerTime: 1_700_000_000_000,
  latestLoginTime: 1_700_000_000_000,
};

const { client } = queryHarness({ queries: { retry: false } });

function KeptPage() {
  const [loaded, setLoaded] = useState(false);
  const id = useRef(Math.random());
  useEffect(() => {
    mounts += 1;
    setLoaded(true);
  }, []);
  return <p data-testid="kept">{loaded ? `loaded ${id.current}` : 'loading'}</p>;
}

const page = (text: string) => () => <p>{text}</p>;
const route = (path: string, meta: RouteMeta, Component: () => React.ReactNode) => ({ path, handle: meta, Component });

function setup(initial: string) {
  const router = createMemoryRouter(
    [
      {
        element: <AppLayout />,
        children: [
          route('/', { name: 'home', titleKey: 'routes.home', keepBottom: true }, page('home page')),
          route('/user', { name: 'user', titleKey: 'routes.user', keepBottom: true }, page('user page')),
          route('/kept/:id', { name: 'kept', titleKey: 'routes.asset', keepAlive: true }, KeptPage),
          route('/plain', { name: 'plain', titleKey: 'routes.contact' }, page('plain page')),
          route('/orders', { name: 'orders', titleKey: 'routes.orders', requiresLogin: true }, page('orders page')),
          route('/login', { name: 'login', titleKey: 'routes.login' }, page('login page')),
        ],
      },
    ],
    { initialEntries: [initial] },
  );
  render(
    <QueryClientProvider client={client()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

// SessionProvider and the account query import these lazily (zod and the contracts stay out of the entry). Loaded
// here first, so no import is still in flight when a test ends: Vitest failed the run with "Cannot load
// contracts/... after the environment was torn down" when the lazy import outlived the file's tests.
beforeAll(async () => {
  await Promise.all([import('@/api/chain'), import('@/api/account-calls')]);
});

beforeEach(() => {
  mounts = 0;
  localStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const data = String(url).includes('/account/info') ? USER : [];
      return new Response(JSON.stringify({ code: 0, message: 'ok', data }), { status: 200 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('app shell', () => {
  it('keeps a keepAlive page mounted and restores its scroll; other pages start at the top', async () => {
    let y = 0;
    vi.spyOn(scroller, 'get').mockImplementation(() => y);
    const set = vi.spyOn(scroller, 'set').mockImplementation(() => {});
    const router = setup('/kept/1');
    const first = await screen.findByText(/^loaded/);
    const text = first.textContent;
    y = 420;
    act(() => void window.dispatchEvent(new Event('scroll')));

    await act(() => router.navigate('/plain'));
    expect(await screen.findByText('plain page')).toBeInTheDocument();
    expect(set).toHaveBeenLastCalledWith(0);
    expect(screen.getByTestId('kept').closest('[data-keep-alive]')).toHaveClass(/hidden/);

    y = 0;
    await act(() => router.navigate(-1));
    expect(screen.getByTestId('kept')).toHaveTextContent(text ?? '');
    expect(mounts).toBe(1); // no remount, no reload, no loading flash
    expect(set).toHaveBeenLastCalledWith(420);
    expect(screen.queryByText('plain page')).toBeNull();
  });

  it('sends visitors of a login-only route to /login with a way back', async () => {
    const router = setup('/orders?status=1');
    await screen.findByText('login page');
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/orders?status=1');
  });

  it('lets a logged-in user through', async () => {
    setToken('0123456789abcdef0123456789abcdef');
    setup('/orders');
    expect(await screen.findByText('orders page')).toBeInTheDocument();
  });

  it('shows the tab bar only on keepBottom routes, with the active tab marked', async () => {
    const router = setup('/user');
    await screen.findByText('user page');
    const nav = screen.getByRole('navigation', { name: '主导航' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '我的' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: '首页' })).not.toHaveAttribute('aria-current');
    await act(() => router.navigate('/plain'));
    await screen.findByText('plain page');
    expect(screen.queryByRole('navigation', { name: '主导航' })).toBeNull();
  });

  it('titles the document after the route', async () => {
    const router = setup('/user');
    await screen.findByText('user page');
    expect(document.title).toBe('我的 - 发现尚品');
    await act(() => router.navigate('/plain'));
    await screen.findByText('plain page');
    expect(document.title).toBe('联系我们 - 发现尚品');
  });

  it('stores an invite link from any route', async () => {
    setup('/plain?invitor_address=0x15D34AAF54267DB7D7C367839AAF71A00A2C6A65&invitor_tokenId=42');
    await screen.findByText('plain page');
    expect(localStorage.getItem('invitor_address')).toBe('0x15d34aaf54267db7d7c367839aaf71a00a2c6a65');
    expect(localStorage.getItem('invitor_tokenId')).toBe('42');
  });
});
