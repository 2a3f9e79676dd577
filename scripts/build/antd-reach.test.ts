import { describe, expect, it } from 'vitest';
import { reachingAntd } from './antd-reach';

const antd = '/r/node_modules/antd-mobile/es/components/button/index.js';

describe('the app modules that load antd-mobile', () => {
  it('are those that import it, directly or through app modules, not through lazy imports', () => {
    const graph = new Map<string, string[]>([
      ['/r/src/pages/LoginPage.tsx', ['/r/src/features/auth/LoginView.tsx']],
      ['/r/src/features/auth/LoginView.tsx', [antd]],
      // Lazy imports are not in a module's static imports: HomePage stays clear.
      ['/r/src/pages/HomePage.tsx', ['/r/src/components/SearchBox.tsx', '/r/node_modules/react/index.js']],
      ['/r/src/components/SearchBox.tsx', []],
      // A cycle among app modules ends.
      ['/r/src/a.ts', ['/r/src/b.ts']],
      ['/r/src/b.ts', ['/r/src/a.ts']],
    ]);
    expect([...reachingAntd(graph)].sort()).toEqual([
      '/r/src/features/auth/LoginView.tsx',
      '/r/src/pages/LoginPage.tsx',
    ]);
  });
});
