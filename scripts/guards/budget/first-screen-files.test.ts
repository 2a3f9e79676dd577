import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FIRST_SCREENS } from '../../build/first-screens.ts';
import { fakeDist as dist } from './fake-dist.ts';
import { checkFirstScreens, FIRST_SCREEN_FORBIDDEN, firstScreens, undeclaredExports } from './first-screen-files.ts';

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
  for (const page of FIRST_SCREENS) {
    files[`page-${page}-x.js`] = 'import{u}from"./ui-c.js";import"./data-d.js";';
    // The router's lazy import's target: the page's module, which re-exports it from the page's chunk.
    files[`${page}-f.js`] = `import{p}from"./page-${page}-x.js";export{p as default};`;
  }
  files['zh-later-t.js'] = 'export const later = {};';
  files['page-HomePage-x.js'] +=
    `const lazy = () => import("./scanner-e.js");${extraForHome.map((f) => `import "./${f}";`).join('')}`;
  for (const f of extraForHome) files[f] = 'export {};';
  return files;
}

describe('firstScreens', () => {
  it("counts the entry's files, the route's import target and the page's static imports, not its lazy ones", () => {
    const home = firstScreens(chunks(), entry).find((s) => s.page === 'HomePage');
    expect(home?.files).toEqual([
      'HomePage-f.js',
      'data-d.js',
      'index-a.js',
      'page-HomePage-x.js',
      'ui-c.js',
      'vendor-b.js',
    ]);
  });

  it('counts the later zh texts where the route waits for them (not marked entryTexts)', () => {
    const screens = firstScreens(chunks(), entry);
    const later = (page: string) => screens.find((s) => s.page === page)?.files.includes('zh-later-t.js');
    expect([later('HomePage'), later('GoodsDetailPage'), later('LoginPage'), later('OrdersPage')]).toEqual([
      false,
      false,
      true,
      true,
    ]);
  });
});

describe('checkFirstScreens', () => {
  it('passes when every first screen stays within the limit and prints the counts', () => {
    const result = checkFirstScreens(
      dist(chunks()),
      entry.map((e) => `assets/${e}`),
      7,
    );
    expect(result.failures).toEqual([]);
    expect(result.line).toMatch(
      /HomePage 6 \([\d.]+ KiB br\), LoginPage 7 \([\d.]+ KiB br\), GoodsDetailPage 6 \([\d.]+ KiB br\), OrdersPage 7 /,
    );
  });

  it('fails a screen over the limit, naming it', () => {
    const result = checkFirstScreens(dist(chunks(['money-f.js', 'list-g.js'])), entry, 7);
    expect(result.failures).toEqual(['HomePage needs 8 JS files before it renders, over 7']);
  });

  it('fails when a screen waits for the later texts and no chunk holds them', () => {
    const files = chunks();
    delete files['zh-later-t.js'];
    expect(checkFirstScreens(dist(files), entry, 7).failures).toEqual([
      'LoginPage waits for the later zh texts, but no zh-later-*.js chunk holds them',
      'OrdersPage waits for the later zh texts, but no zh-later-*.js chunk holds them',
    ]);
  });

  it('fails when a first page has no chunk of its own', () => {
    const files = chunks();
    delete files['page-LoginPage-x.js'];
    expect(checkFirstScreens(dist(files), entry, 7).failures).toEqual([
      'no page-LoginPage-*.js chunk: the first-load groups in vite.config.ts changed',
    ]);
  });
});

describe('what a first screen must not load', () => {
  const sku = FIRST_SCREEN_FORBIDDEN.find((f) => f.label === 'the SKU picker');

  it('fails the goods page when its static imports bring the SKU picker (positive control)', () => {
    const files = chunks();
    files['page-GoodsDetailPage-x.js'] += 'import "./picker-h.js";';
    files['picker-h.js'] = `const id = \`${sku?.marker}\${n}\`;`;
    expect(checkFirstScreens(dist(files), entry, 8).failures).toEqual([
      "GoodsDetailPage's first screen loads the SKU picker (in picker-h.js): it must load when needed",
    ]);
  });

  it('passes when the page imports it lazily', () => {
    const files = chunks();
    files['page-GoodsDetailPage-x.js'] += 'const picker = () => import("./picker-h.js");';
    files['picker-h.js'] = `const id = \`${sku?.marker}\${n}\`;`;
    expect(checkFirstScreens(dist(files), entry, 8).failures).toEqual([]);
  });

  it('fails the login screen, and only it, when its static imports bring antd-mobile (positive control)', () => {
    const files = chunks();
    // As the build writes antd-mobile's Button (its source's class prefix, minified).
    files['ui-first-i.js'] = 'const b=`adm-button`;export{b as t};';
    files['page-LoginPage-x.js'] += 'import "./ui-first-i.js";';
    files['page-OrdersPage-x.js'] += 'import "./ui-first-i.js";';
    expect(checkFirstScreens(dist(files), entry, 8).failures).toEqual([
      "LoginPage's first screen loads antd-mobile (in ui-first-i.js): it must load when needed",
    ]);
  });

  it('fails the goods page when its static imports bring antd-mobile (positive control)', () => {
    const files = chunks();
    files['ui-first-i.js'] = 'const b=`adm-button`;export{b as t};';
    files['page-GoodsDetailPage-x.js'] += 'import "./ui-first-i.js";';
    expect(checkFirstScreens(dist(files), entry, 8).failures).toEqual([
      "GoodsDetailPage's first screen loads antd-mobile (in ui-first-i.js): it must load when needed",
    ]);
  });

  it("passes the login screen that uses antd-mobile's CSS variables and loads its components lazily", () => {
    const files = chunks();
    files['page-LoginPage-x.js'] +=
      'const s={color:"var(--adm-color-primary)"};const ui=()=>import("./ui-first-i.js");';
    files['ui-first-i.js'] = 'const b=`adm-button`;export{b as t};';
    expect(checkFirstScreens(dist(files), entry, 8).failures).toEqual([]);
  });

  it.each(FIRST_SCREEN_FORBIDDEN)('finds $label by a string its source still has ($marker)', ({ marker, source }) => {
    expect(readFileSync(source, 'utf8')).toContain(marker);
  });
});

describe('the first screens come from the route table', () => {
  it('flags home, login, goods detail and orders (src/app/routes/route-table.ts)', () => {
    expect(FIRST_SCREENS).toEqual(['HomePage', 'LoginPage', 'GoodsDetailPage', 'OrdersPage']);
  });

  it('fails on a page chunk for a page the table does not flag as a first screen', () => {
    const files = chunks();
    files['page-UserPage-y.js'] = 'export {};';
    expect(checkFirstScreens(dist(files), entry, 7).failures).toEqual([
      "page-UserPage-y.js is a first page's chunk, but src/app/routes/route-table.ts flags no first screen UserPage",
    ]);
  });
});

describe('undeclaredExports', () => {
  const page = 'import{n as e,t}from"./page-GoodsDetailPage-a.js";e();';

  it("finds the facade Rolldown wrote for a page whose lazy piece imported the page's chunk", () => {
    const broken = `${page}export{t as default,e as n,GoodsDetailPage_exports as t};`;
    expect(undeclaredExports({ 'GoodsDetailPage-b.js': broken })).toEqual([
      'GoodsDetailPage-b.js exports GoodsDetailPage_exports, which it never declares',
    ]);
  });

  it('passes the usual facade and a chunk exporting what it declares', () => {
    expect(
      undeclaredExports({
        'GoodsDetailPage-b.js': `${page}export{t as default};`,
        'money-c.js': 'function r(e){return e}var $a=1;export{r as t,$a as n};',
        'reexport-d.js': 'export{x as y}from"./money-c.js";',
      }),
    ).toEqual([]);
  });
});
