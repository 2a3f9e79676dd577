import { describe, expect, it } from 'vitest';
import { type GraphModule, groupFirstLoad } from './first-load-groups';

const nm = '/app/node_modules/react/index.js';
/** A small app: an entry with its own imports, two first pages sharing a list, a later page sharing money. */
const graph = new Map<string, GraphModule>(
  Object.entries({
    '/app/index.html': { isEntry: true, importedIds: ['/app/src/main.tsx'] },
    '/app/src/main.tsx': { isEntry: false, importedIds: ['/app/src/lib/storage.ts', nm] },
    '/app/src/lib/storage.ts': { isEntry: false, importedIds: [] },
    [nm]: { isEntry: false, importedIds: [] },
    '/app/src/pages/HomePage.tsx': {
      isEntry: false,
      importedIds: ['/app/src/components/List.tsx', '/app/src/features/feed.ts', '/app/src/lib/storage.ts'],
    },
    '/app/src/pages/LoginPage.tsx': {
      isEntry: false,
      importedIds: ['/app/src/components/List.tsx', '/app/contracts/auth.ts'],
    },
    '/app/src/pages/UserPage.tsx': {
      isEntry: false,
      importedIds: ['/app/src/lib/money.ts', '/app/src/features/feed.ts'],
    },
    '/app/src/components/List.tsx': { isEntry: false, importedIds: ['/app/src/lib/money.ts', nm] },
    '/app/src/lib/money.ts': { isEntry: false, importedIds: ['/app/contracts/core/envelope.ts'] },
    '/app/src/features/feed.ts': { isEntry: false, importedIds: [] },
    '/app/contracts/auth.ts': { isEntry: false, importedIds: ['/app/contracts/core/envelope.ts'] },
    '/app/contracts/core/envelope.ts': { isEntry: false, importedIds: [] },
  }),
);

describe('groupFirstLoad', () => {
  const { boot, appFirst } = groupFirstLoad(graph, ['HomePage', 'LoginPage']);

  it('puts what the entry imports statically into boot, without libraries or the entry itself', () => {
    expect([...boot].sort()).toEqual(['/app/src/lib/storage.ts', '/app/src/main.tsx']);
  });

  it("puts what two first pages share into app-first, with its own imports, but not libraries or the contracts' core", () => {
    expect([...appFirst].sort()).toEqual(['/app/src/components/List.tsx', '/app/src/lib/money.ts']);
  });

  it("leaves out what only one first page uses, even when a later page uses it too, and boot's modules", () => {
    expect(appFirst.has('/app/src/features/feed.ts')).toBe(false);
    expect(appFirst.has('/app/src/lib/storage.ts')).toBe(false);
  });

  it('gives each first page its own modules, also those a later page shares, but not the shared ones', () => {
    const { pageOf } = groupFirstLoad(graph, ['HomePage', 'LoginPage']);
    expect(Object.fromEntries(pageOf)).toEqual({
      '/app/src/pages/HomePage.tsx': 'HomePage',
      '/app/src/features/feed.ts': 'HomePage',
      '/app/src/pages/LoginPage.tsx': 'LoginPage',
      // A domain's contracts go with the page that calls them (only the contracts' core goes with zod).
      '/app/contracts/auth.ts': 'LoginPage',
    });
  });

  it('has nothing shared when only one page is a first page', () => {
    expect(groupFirstLoad(graph, ['HomePage']).appFirst.size).toBe(0);
  });

  it("takes for ui-first the libraries a first page uses, in its lazy pieces too, but not another page's", () => {
    const antd = (c: string) => `/app/node_modules/antd-mobile/es/components/${c}/index.js`;
    const withUi = new Map<string, GraphModule>([
      ...graph,
      [
        '/app/src/pages/HomePage.tsx',
        {
          isEntry: false,
          importedIds: ['/app/src/components/List.tsx', antd('tag')],
          // Its picker, loaded when needed; and a link to the user page (a route's lazy import seen from here).
          dynamicallyImportedIds: ['/app/src/features/picker.tsx', '/app/src/pages/UserPage.tsx'],
        },
      ],
      ['/app/src/features/picker.tsx', { isEntry: false, importedIds: [antd('selector')] }],
      ['/app/src/pages/UserPage.tsx', { isEntry: false, importedIds: [antd('form')] }],
      [antd('tag'), { isEntry: false, importedIds: [] }],
      [antd('selector'), { isEntry: false, importedIds: [antd('space')] }],
      [antd('space'), { isEntry: false, importedIds: [] }],
      [antd('form'), { isEntry: false, importedIds: [] }],
    ]);
    const { firstScreenLibs } = groupFirstLoad(withUi, ['HomePage', 'LoginPage']);
    expect(firstScreenLibs.has(antd('tag'))).toBe(true);
    expect(firstScreenLibs.has(antd('selector'))).toBe(true);
    expect(firstScreenLibs.has(antd('space'))).toBe(true);
    // Control: the user page's form is reachable from home through the route, and stays out.
    expect(firstScreenLibs.has(antd('form'))).toBe(false);
    expect(groupFirstLoad(withUi, ['HomePage', 'LoginPage', 'UserPage']).firstScreenLibs.has(antd('form'))).toBe(true);
  });
});
