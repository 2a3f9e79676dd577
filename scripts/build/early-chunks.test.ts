import { describe, expect, it } from 'vitest';
import type { RouteEntry } from '../../src/app/routes/route-table.ts';
import { type BundleLike, type ChunkLike, earlyChunksOf, LATER_TEXTS } from './early-chunks.ts';

const ROOT = '/app';
const chunk = (fileName: string, o: Partial<ChunkLike> = {}): ChunkLike => ({
  type: 'chunk',
  fileName,
  facadeModuleId: null,
  isEntry: false,
  imports: [],
  ...o,
});
const css = (...files: string[]) => ({ viteMetadata: { importedCss: new Set(files) } });

/** An entry with vendor, two pages sharing a chunk, the later texts, and a page outside the first screens. */
function bundleOf(): BundleLike {
  const chunks = [
    chunk('assets/index.js', {
      isEntry: true,
      imports: ['assets/vendor.js', 'assets/boot.js'],
      ...css('assets/boot.css'),
    }),
    chunk('assets/vendor.js'),
    chunk('assets/boot.js', { imports: ['assets/vendor.js'] }),
    chunk('assets/Home.js', { facadeModuleId: `${ROOT}/src/pages/HomePage.tsx`, imports: ['assets/page-Home.js'] }),
    chunk('assets/page-Home.js', { imports: ['assets/vendor.js', 'assets/shared.js'], ...css('assets/page-Home.css') }),
    chunk('assets/shared.js', { imports: ['assets/boot.js'], ...css('assets/shared.css') }),
    chunk('assets/Login.js', { facadeModuleId: `${ROOT}/src/pages/LoginPage.tsx`, imports: ['assets/shared.js'] }),
    chunk('assets/Orders.js', { facadeModuleId: `${ROOT}/src/pages/OrdersPage.tsx`, imports: ['assets/ui.js'] }),
    chunk('assets/ui.js'),
    chunk('assets/later.js', { facadeModuleId: `${ROOT}/${LATER_TEXTS}` }),
    chunk('assets/User.js', { facadeModuleId: `${ROOT}/src/pages/UserPage.tsx` }),
  ];
  return Object.fromEntries(
    [...chunks, { type: 'asset' as const, fileName: 'assets/x.css' }].map((c) => [c.fileName, c]),
  );
}

const ROUTES: RouteEntry[] = [
  { path: '/', page: 'HomePage', meta: { name: 'home', titleKey: 'h' }, firstScreen: true, entryTexts: true },
  { path: '/user', page: 'UserPage', meta: { name: 'user', titleKey: 'u' } },
  { path: '/login', page: 'LoginPage', meta: { name: 'login', titleKey: 'l' }, firstScreen: true },
  {
    path: '/orders',
    page: 'OrdersPage',
    meta: { name: 'orders', titleKey: 'o', requiresLogin: true },
    firstScreen: true,
  },
];

describe('the first screens’ files, from the bundle', () => {
  it('are each first page’s chunk with what it imports statically and their stylesheets, less the entry’s files', () => {
    expect(earlyChunksOf(bundleOf(), ROOT, '/', ROUTES)).toEqual({
      // The entry's scripts, which the route's files wait for; not its stylesheet (index.html has it in the page).
      entry: ['/assets/index.js', '/assets/vendor.js', '/assets/boot.js'],
      routes: [
        // Home awaits no later texts (entryTexts).
        {
          path: '/',
          files: [
            '/assets/Home.js',
            '/assets/page-Home.js',
            '/assets/page-Home.css',
            '/assets/shared.js',
            '/assets/shared.css',
          ],
        },
        { path: '/login', files: ['/assets/Login.js', '/assets/shared.js', '/assets/shared.css', '/assets/later.js'] },
        { path: '/orders', files: ['/assets/Orders.js', '/assets/ui.js', '/assets/later.js'], requiresLogin: true },
      ],
      login: ['/assets/Login.js', '/assets/shared.js', '/assets/shared.css', '/assets/later.js'],
    });
  });

  it('under the build’s public base', () => {
    const chunks = earlyChunksOf(bundleOf(), ROOT, '/shop/', ROUTES);
    expect(chunks.login[0]).toBe('/shop/assets/Login.js');
    expect(chunks.entry[0]).toBe('/shop/assets/index.js');
  });

  it('refuses a first page without a chunk of its own rather than preload nothing for it', () => {
    const bundle = bundleOf();
    delete bundle['assets/Orders.js'];
    expect(() => earlyChunksOf(bundle, ROOT, '/', ROUTES)).toThrow(
      /no chunk of its own for src\/pages\/OrdersPage\.tsx/,
    );
  });
});
