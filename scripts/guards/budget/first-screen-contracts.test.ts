import { describe, expect, it } from 'vitest';
import { FIRST_SCREENS } from '../../build/first-screens.ts';
import { fakeDist } from './fake-dist.ts';
import { checkFirstScreens, FIRST_SCREEN_FORBIDDEN } from './first-screen-files.ts';

/** A build of the first pages on shared chunks; `home` is appended to the home page's chunk. */
function dist(home: string, extra: Record<string, string>): string {
  const files: Record<string, string> = {
    'index-a.js': 'import "./vendor-b.js";',
    'vendor-b.js': 'export const r = 1;',
    'data-d.js': 'export const z = 1;',
    'zh-later-t.js': 'export const later = {};',
    ...extra,
  };
  for (const page of FIRST_SCREENS) files[`page-${page}-x.js`] = 'import "./data-d.js";';
  files['page-HomePage-x.js'] += home;
  return fakeDist(files);
}

describe("a first screen loads no domain's contracts it does not call", () => {
  const orders = FIRST_SCREEN_FORBIDDEN.find((f) => f.page === 'HomePage' && f.label === 'the order contracts');
  // As the build writes contracts/orders.ts's page endpoint.
  const ordersChunk = { 'orders-o.js': `const p={id:"orders.page",path:"${orders?.marker}"};export{p as t};` };

  it('fails the home page when its static imports bring the order contracts (positive control)', () => {
    const failures = checkFirstScreens(dist('import "./orders-o.js";', ordersChunk), ['index-a.js'], 8).failures;
    expect(failures).toEqual([
      "HomePage's first screen loads the order contracts (in orders-o.js): it must load when needed",
    ]);
  });

  it('fails it when the contracts ride in the shared data chunk, as when every domain was in it', () => {
    const files = { 'data-d.js': `export const z = 1;const p={path:"${orders?.marker}"};` };
    const failures = checkFirstScreens(dist('', files), ['index-a.js'], 8).failures;
    expect(failures).toContain(
      "HomePage's first screen loads the order contracts (in data-d.js): it must load when needed",
    );
  });

  it('passes when only a lazily loaded page brings them', () => {
    const failures = checkFirstScreens(
      dist('const o = () => import("./orders-o.js");', ordersChunk),
      ['index-a.js'],
      8,
    );
    expect(failures.failures).toEqual([]);
  });

  it('lets the orders page load the order contracts it calls', () => {
    expect(FIRST_SCREEN_FORBIDDEN.some((f) => f.page === 'OrdersPage' && f.label === 'the order contracts')).toBe(
      false,
    );
    expect(FIRST_SCREEN_FORBIDDEN.filter((f) => f.source.startsWith('contracts/')).map((f) => f.page)).toContain(
      'HomePage',
    );
  });
});
