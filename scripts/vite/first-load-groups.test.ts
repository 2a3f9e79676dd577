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
});
