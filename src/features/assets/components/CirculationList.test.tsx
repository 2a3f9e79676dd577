// @vitest-environment jsdom
import { forceScenario, server } from '@mocks/node';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { setToken } from '@/lib/storage';
import { appAgainstMock } from '@/lib/testing/app-against-mock';
import { queryHarness } from '@/lib/testing/query-harness';
import { CirculationList } from './CirculationList';

/** A token the normal persona bought from the merchant (mocks/domains/assets/seed.ts, default seed). */
const GOODS = '2025121600000257';
const TOKEN = '20300000120';

const asked: string[] = [];
appAgainstMock({ lang: 'zh', persona: 'normal', onRequest: (url) => asked.push(url.pathname) });
const harness = queryHarness();
const wrapper = ({ children }: { children: ReactNode }) => (
  <MemoryRouter>
    <harness.wrapper>{children}</harness.wrapper>
  </MemoryRouter>
);
afterEach(() => {
  cleanup();
  asked.length = 0;
});

describe('circulation on a deployment without /rest (B9)', () => {
  it('shows the token as the shopper holds it, from /v/user/asset/*, instead of "not available here"', async () => {
    forceScenario(server, 'no-rest-services');
    render(<CirculationList goodsId={GOODS} token={TOKEN} />, { wrapper });
    const held = await screen.findByRole('article', { name: '当前持有' });
    expect(held).toHaveTextContent(/数量 1 · 更新于 \d{4}-\d{2}-\d{2}/);
    expect(screen.getByText(/此处未提供完整的流转记录/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '在区块浏览器查看合约' }).getAttribute('href')).toMatch(/\/address\/0x/);
    expect(screen.queryByTestId('not-available')).toBeNull();
    expect(asked).toContain('/api/v/user/asset/detail');
  });

  it('signed out there is nothing of the shopper’s to read: the calm "not available here"', async () => {
    forceScenario(server, 'no-rest-services');
    setToken(null);
    render(<CirculationList goodsId={GOODS} token={TOKEN} />, { wrapper });
    expect(await screen.findByTestId('not-available')).toBeInTheDocument();
    expect(asked).not.toContain('/api/v/user/asset/detail');
  });

  it('where /rest is served, its records (positive control)', async () => {
    render(<CirculationList goodsId={GOODS} token={TOKEN} />, { wrapper });
    expect(await screen.findByRole('article', { name: '一级购买' })).toBeInTheDocument();
    expect(screen.queryByTestId('current-holding')).toBeNull();
  });
});
