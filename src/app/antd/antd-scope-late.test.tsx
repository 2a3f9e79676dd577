// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorBlock, Input } from 'antd-mobile';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, expect, it } from 'vitest';
import { changeLanguage, i18n, initI18n } from '@/lib/i18n';
import { KeepAliveOutlet } from '../KeepAliveOutlet';
import type { RouteMeta } from '../routes/route-meta';
import { ANTD_SCOPE_KEY } from './AntdScope';

/**
 * antd-mobile arriving after a page mounted (a visit's first page, antd-free on its first screen) must not remount
 * that page: its provider is chosen when a page mounts, never swapped in above one that is on screen.
 */

initI18n('zh');
// A file of its own: antd-setup has not run in this module graph; nor may a previous file's registration linger.
delete (globalThis as Record<symbol, unknown>)[ANTD_SCOPE_KEY];

const NameField = () => <Input aria-label="name" />;
const QuietError = () => <ErrorBlock status="default" title="x" />;
const meta = (name: string): RouteMeta => ({ name, titleKey: 'routes.home' });

afterAll(async () => {
  cleanup();
  await changeLanguage('zh');
});

it('a page on screen when antd-mobile arrives keeps what was typed; the next page gets the provider', async () => {
  const router = createMemoryRouter(
    [
      {
        element: <KeepAliveOutlet />,
        children: [
          { path: '/first', handle: meta('first'), Component: NameField },
          { path: '/next', handle: meta('next'), Component: QuietError },
        ],
      },
    ],
    { initialEntries: ['/first'] },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  const field = screen.getByRole('textbox', { name: 'name' });
  await userEvent.type(field, 'Alice');

  await act(() => import('./antd-setup'));
  // The outlet renders again on the same page (a search changed): the page stays as it was mounted.
  await act(() => router.navigate('/first?again=1'));
  expect(screen.getByRole('textbox', { name: 'name' })).toBe(field);
  expect(field).toHaveValue('Alice');

  await act(() => router.navigate('/next'));
  const subtitle = () => document.querySelector('.adm-error-block-description-subtitle')?.textContent;
  expect(subtitle()).toBe('待会来试试');
  await act(() => changeLanguage('en'));
  expect(subtitle()).toBe('Please wait a minute and try again');
});
