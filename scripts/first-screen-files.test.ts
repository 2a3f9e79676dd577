import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkFirstScreens, FIRST_SCREENS, firstScreens } from './first-screen-files.ts';

const entry = ['index-a.js', 'vendor-b.js'];
/** A build where every first page imports the shared chunks, and home also lazily imports a scanner. */
function chunks(extraForHome: string[] = []): Record<string, string> {
  const files: Record<string, string> = {
    'index-a.js': 'import "./vendor-b.js";',
    'vendor-b.js': 'export const r = 1;',
    'ui-c.js': 'import { r } from "./vendor-b.js"; export const u = r;',
    'data-d.js': 'export const d = 1;',
    'scanner-e.js': 'export const s = 1;',
  };
  for (const page of FIRST_SCREENS) files[`page-${page}-x.js`] = 'import{u}from"./ui-c.js";import"./data-d.js";';
  files['page-HomePage-x.js'] +=
    `const lazy = () => import("./scanner-e.js");${extraForHome.map((f) => `import "./${f}";`).join('')}`;
  for (const f of extraForHome) files[f] = 'export {};';
  return files;
}

function dist(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'first-screens-'));
  mkdirSync(path.join(dir, 'assets'));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, 'assets', name), text);
  return dir;
}

describe('firstScreens', () => {
  it("counts the entry's files and the page's static imports, not its lazy ones", () => {
    const home = firstScreens(chunks(), entry).find((s) => s.page === 'HomePage');
    expect(home?.files).toEqual(['data-d.js', 'index-a.js', 'page-HomePage-x.js', 'ui-c.js', 'vendor-b.js']);
  });
});

describe('checkFirstScreens', () => {
  it('passes when every first screen stays within the limit and prints the counts', () => {
    const result = checkFirstScreens(
      dist(chunks()),
      entry.map((e) => `assets/${e}`),
      5,
    );
    expect(result.failures).toEqual([]);
    expect(result.line).toContain('HomePage 5, GoodsDetailPage 5, LoginPage 5, OrdersPage 5');
  });

  it('fails a screen over the limit, naming it', () => {
    const result = checkFirstScreens(dist(chunks(['money-f.js', 'list-g.js'])), entry, 5);
    expect(result.failures).toEqual(['HomePage needs 7 JS files before it renders, over 5']);
  });

  it('fails when a first page has no chunk of its own', () => {
    const files = chunks();
    delete files['page-LoginPage-x.js'];
    expect(checkFirstScreens(dist(files), entry, 5).failures).toEqual([
      'no page-LoginPage-*.js chunk: the first-load groups in vite.config.ts changed',
    ]);
  });
});
