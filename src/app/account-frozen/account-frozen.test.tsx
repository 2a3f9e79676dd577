// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { clearAccountFrozen, isAccountFrozen, noteAccountFrozen } from '@/lib/account-frozen';
import { i18n, initI18n } from '@/lib/i18n';
import { queryHarness } from '@/lib/testing/query-harness';
import { AccountFrozenGate } from './AccountFrozenGate';

initI18n('zh');
const { client } = queryHarness();

function setup() {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <p>home</p>
            <AccountFrozenGate />
          </>
        ),
      },
      { path: '/orders', element: <AccountFrozenGate /> },
      { path: '/contact', element: <p>contact page</p> },
    ],
    { initialEntries: ['/orders'] },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return router;
}

afterEach(() => {
  cleanup();
  clearAccountFrozen();
});

describe('the frozen-account screen', () => {
  it('is absent until a 303 is noted (positive control for the queries below)', () => {
    setup();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('appears once however many requests were refused, named and explained', async () => {
    setup();
    act(() => {
      noteAccountFrozen();
      noteAccountFrozen();
    });
    const dialog = await screen.findByRole('alertdialog', { name: '账号已冻结' });
    expect(dialog).toHaveAccessibleDescription(/请联系客服处理/);
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    // The screen is lazy: its focus effect runs after the commit that shows it, which on a busy machine can come
    // after findByRole has seen the dialog.
    await waitFor(() => expect(screen.getByRole('button', { name: '联系客服' })).toHaveFocus());
  });

  it('logs out to the home page and goes away', async () => {
    const router = setup();
    act(() => noteAccountFrozen());
    fireEvent.click(await screen.findByRole('button', { name: '退出登录' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(isAccountFrozen()).toBe(false);
  });

  it('leads to the contact page', async () => {
    const router = setup();
    act(() => noteAccountFrozen());
    fireEvent.click(await screen.findByRole('button', { name: '联系客服' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/contact'));
    expect(await screen.findByText('contact page')).toBeTruthy();
  });
});
