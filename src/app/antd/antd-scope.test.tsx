// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorBlock, Form, Input, useConfig } from 'antd-mobile';
import { type ReactNode, useSyncExternalStore } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, i18n, initI18n } from '@/lib/i18n';
import { KeepAliveOutlet } from '../KeepAliveOutlet';
import type { RouteMeta } from '../routes/route-meta';
import { ANTD_SCOPE_KEY } from './AntdScope';

/**
 * An antd component already on screen follows a language switch at once, through the app's own page outlet
 * (KeepAliveOutlet), without the page remounting. The pages here render antd-mobile's own default words (an
 * ErrorBlock's description, never one of our i18n keys) from components that do not follow the language themselves:
 * the case where antd-mobile's default config alone left them in Chinese until something else re-rendered them.
 */

initI18n('zh');
const ZH = { description: '待会来试试' };
const EN = { description: 'Please wait a minute and try again' };

/** Follows nothing: no useTranslation, so only antd-mobile's own provider can change its words. */
function QuietError() {
  return <ErrorBlock status="default" title="x" data-testid="antd-error" />;
}

function FormPage() {
  return (
    <>
      <Form layout="horizontal">
        <Form.Item label="name">
          <Input aria-label="name" />
        </Form.Item>
      </Form>
      <QuietError />
    </>
  );
}

const language = (notify: () => void) => {
  i18n.on('languageChanged', notify);
  return () => i18n.off('languageChanged', notify);
};
/** The design the fix must not be: the page keyed on the language, so a switch remounts it. */
function RemountOnSwitch({ children }: { children: ReactNode }) {
  const lng = useSyncExternalStore(language, () => i18n.language);
  return <div key={lng}>{children}</div>;
}

function RemountingFormPage() {
  return (
    <RemountOnSwitch>
      <FormPage />
    </RemountOnSwitch>
  );
}
const Other = () => <p>other</p>;

let configReads = 0;
/** Reads antd-mobile's config as each of its components does, counting its renders. */
function ConfigReader() {
  configReads += 1;
  return <span data-testid="locale">{useConfig().locale.locale}</span>;
}

const meta = (name: string, keepAlive = false): RouteMeta => ({ name, titleKey: 'routes.home', keepAlive });

function setup(initial: string) {
  const router = createMemoryRouter(
    [
      {
        element: <KeepAliveOutlet />,
        children: [
          { path: '/error', handle: meta('error'), Component: QuietError },
          { path: '/form', handle: meta('form'), Component: FormPage },
          { path: '/remount', handle: meta('remount'), Component: RemountingFormPage },
          { path: '/kept', handle: meta('kept', true), Component: QuietError },
          { path: '/other', handle: meta('other'), Component: Other },
          { path: '/other2', handle: meta('other2'), Component: Other },
          { path: '/reader', handle: meta('reader', true), Component: ConfigReader },
        ],
      },
    ],
    { initialEntries: [initial] },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return router;
}

const description = (root: ParentNode = document) =>
  root.querySelector('[data-testid="antd-error"] .adm-error-block-description-subtitle')?.textContent;

beforeAll(async () => {
  // What the build runs before any module that imports antd-mobile (scripts/build/antd-per-component.ts).
  await import('./antd-setup');
});

afterEach(async () => {
  cleanup();
  await act(() => changeLanguage('zh'));
});

describe("antd-mobile's own words follow a language switch", () => {
  it('antd-setup leaves the provider where the page outlet looks for it', () => {
    expect((globalThis as Record<symbol, unknown>)[ANTD_SCOPE_KEY]).toBeTypeOf('function');
  });

  it('an ErrorBlock already on screen turns English at once, though nothing of ours re-renders it', async () => {
    setup('/error');
    expect(description()).toBe(ZH.description);
    await act(() => changeLanguage('en'));
    expect(description()).toBe(EN.description);
    await act(() => changeLanguage('zh'));
    expect(description()).toBe(ZH.description);
  });

  it('so does one on a kept-alive page while it is hidden', async () => {
    const router = setup('/kept');
    await act(() => router.navigate('/other'));
    const kept = document.querySelector('[data-keep-alive="/kept"]') as HTMLElement;
    expect(description(kept)).toBe(ZH.description);
    await act(() => changeLanguage('en'));
    expect(description(kept)).toBe(EN.description);
  });

  it("a hidden kept-alive page's antd components do not re-render on each navigation, only on a switch", async () => {
    const router = setup('/reader');
    await act(() => router.navigate('/other'));
    const before = configReads;
    await act(() => router.navigate('/other2'));
    await act(() => router.navigate('/other'));
    expect(configReads).toBe(before);
    await act(() => changeLanguage('en'));
    expect(configReads).toBe(before + 1);
    expect(screen.getByTestId('locale')).toHaveTextContent('en');
  });

  it('what was typed into a form survives the switch: the page is not remounted', async () => {
    setup('/form');
    const field = screen.getByRole('textbox', { name: 'name' });
    await userEvent.type(field, 'Alice');
    await act(() => changeLanguage('en'));
    expect(description()).toBe(EN.description);
    expect(screen.getByRole('textbox', { name: 'name' })).toBe(field);
    expect(field).toHaveValue('Alice');
  });

  it('(control) the same check sees a page that a switch remounts lose what was typed', async () => {
    setup('/remount');
    await userEvent.type(screen.getByRole('textbox', { name: 'name' }), 'Alice');
    await act(() => changeLanguage('en'));
    expect(screen.getByRole('textbox', { name: 'name' })).toHaveValue('');
  });
});
