// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryHarness } from '@/lib/testing/query-harness';
import { Providers } from './Providers';

/**
 * antd-mobile's setup loads after the first screen only where no build rewrite puts it before each module that uses
 * antd-mobile (dev and tests): in a build, a page that renders none of antd-mobile loads none of it. What Providers
 * asks to load after the first screen is recorded.
 */
const asked = vi.hoisted(() => ({ loads: [] as string[] }));
vi.mock('@/lib/after-first-screen', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/lib/after-first-screen')>();
  return {
    ...real,
    loadAfterFirstScreen: (load: () => Promise<unknown>) => {
      asked.loads.push(String(load));
      return Promise.resolve();
    },
  };
});

const { client } = queryHarness();
beforeEach(() => {
  asked.loads = [];
});
afterEach(() => {
  cleanup();
  vi.unstubAllEnvs();
});

function renderProviders() {
  render(
    <Providers client={client()}>
      <p>page</p>
    </Providers>,
  );
}

describe("Providers and antd-mobile's setup", () => {
  it('in a build, does not ask for it after the first screen', () => {
    vi.stubEnv('DEV', false);
    renderProviders();
    expect(asked.loads).toEqual([]);
  });

  it('control: in dev and tests, asks for it after the first screen', () => {
    vi.stubEnv('DEV', true);
    renderProviders();
    expect(asked.loads).toEqual([expect.stringContaining('antd-setup')]);
  });
});
