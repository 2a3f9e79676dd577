// @vitest-environment jsdom
import { MOCK_ORIGIN } from '@mocks/node';
import { setupMockServer } from '@mocks/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstScreen, resetAfterFirstScreen } from '@/lib/after-first-screen';
import { ensureLanguage, initI18n } from '@/lib/i18n';
import { queryHarness } from '@/lib/testing/query-harness';
import HomePage from './HomePage';

/**
 * The home page's scan flow (and antd-mobile, which it brings) loads when the shopper reaches for the button, not
 * after the first screen: most visits never scan. The flow's module is replaced by one that records its loading.
 */
const flow = vi.hoisted(() => ({ loads: 0 }));
vi.mock('@/features/scanner', () => {
  flow.loads++;
  return {
    ScanButton: ({ openOnMount, children }: { openOnMount?: boolean; children: string }) => (
      <button type="button" data-testid="scan-button" data-opened={openOnMount ? 'yes' : 'no'}>
        {children}
      </button>
    ),
  };
});

setupMockServer();
const { client } = queryHarness({ queries: { retry: false } });
initI18n('en');
beforeAll(() => ensureLanguage('en'));
beforeEach(() => {
  const patched = globalThis.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    patched(new URL(String(input), MOCK_ORIGIN), { ...init, signal: null }),
  );
  vi.stubGlobal('requestIdleCallback', (cb: () => void) => setTimeout(cb, 0));
  window.__mallFirstPicture = Promise.resolve();
});
afterEach(() => {
  cleanup();
  resetAfterFirstScreen();
  vi.unstubAllGlobals();
  delete window.__mallFirstPicture;
});

function renderHome() {
  render(
    <QueryClientProvider client={client()}>
      <MemoryRouter initialEntries={['/']}>
        <HomePage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return screen.getByRole('button', { name: 'Scan' });
}

describe('HomePage scan button', () => {
  it('loads the scan flow when pressed, not once the first screen is up, and opens it', async () => {
    const standIn = renderHome();
    // What the page loads after its first screen (the carousel's other slides) has had its turn.
    await act(() => afterFirstScreen());
    await act(() => new Promise((r) => setTimeout(r, 10)));
    expect(flow.loads).toBe(0);
    expect(screen.queryByTestId('scan-button')).toBeNull();
    fireEvent.pointerDown(standIn);
    fireEvent.click(standIn);
    expect(standIn).toHaveAttribute('aria-busy', 'true');
    expect(standIn).toHaveStyle({ opacity: '0.5' });
    // The tap is replayed: the flow opens as it mounts.
    expect(await screen.findByTestId('scan-button')).toHaveAttribute('data-opened', 'yes');
    expect(flow.loads).toBe(1);
  });
});
