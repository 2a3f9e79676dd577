import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { antdMobileBarrel, antdPerComponent, barrelMap, esEntryOf, rewriteImports } from './antd-per-component';

const map = antdMobileBarrel();

describe('antd-mobile per-component imports', () => {
  it("maps the barrel's names to their modules, defaults and named exports alike", () => {
    expect(map.get('Button')).toEqual({ from: 'antd-mobile/es/components/button', imported: 'default' });
    expect(map.get('useConfig')).toEqual({ from: 'antd-mobile/es/components/config-provider', imported: 'useConfig' });
    // Every value the app imports from the index is in the map: a missing one would stay on the index and bring
    // every component back into one chunk.
    const imported = new Set<string>();
    for (const file of readdirSync('src', { recursive: true, encoding: 'utf8' })) {
      if (!/\.tsx?$/.test(file)) continue;
      for (const m of readFileSync(`src/${file}`, 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*'antd-mobile'/g)) {
        for (const spec of (m[1] as string).split(',')) {
          const name = spec.trim().split(/\s+as\s+/)[0];
          if (name && !name.startsWith('type ')) imported.add(name);
        }
      }
    }
    expect(imported.size).toBeGreaterThan(20);
    expect([...imported].filter((name) => !map.has(name))).toEqual([]);
  });

  it('reads the ES entry a package.json declares: its exports for `.`, else its `module` field', () => {
    expect(esEntryOf({ name: 'antd-mobile', module: './es/index.js' })).toBe('./es/index.js');
    expect(
      esEntryOf({ name: 'p', module: './m.js', exports: { '.': { import: './e.mjs', require: './c.cjs' } } }),
    ).toBe('./e.mjs');
    expect(esEntryOf({ name: 'p', exports: './x.mjs' })).toBe('./x.mjs');
    expect(() => esEntryOf({ name: 'p' })).toThrow(/declares no ES module entry/);
  });

  it("reads the entry's export statements as code: comments, line breaks and `export *` do not fool it", () => {
    const source = [
      "import './global';",
      "// export { default as Fake } from './components/fake';",
      'export {',
      '  default as Button, // the one with a comment',
      '  useButton',
      "} from './components/button';",
      "export * from './components/everything';",
      'export const local = 1;',
    ].join('\n');
    expect([...barrelMap(source, 'pkg', 'es')]).toEqual([
      ['Button', { from: 'pkg/es/components/button', imported: 'default' }],
      ['useButton', { from: 'pkg/es/components/button', imported: 'useButton' }],
    ]);
  });

  it('rewrites named imports into one import per module, aliases kept', () => {
    const code = `import { Button, Toast as T } from "antd-mobile";\nimport { useState } from 'react';\nT.show(Button);`;
    expect(rewriteImports(code, map)).toBe(
      [
        "import Button from 'antd-mobile/es/components/button';",
        "import T from 'antd-mobile/es/components/toast';",
        "import { useState } from 'react';",
        'T.show(Button);',
      ].join('\n'),
    );
  });

  it('keeps names it does not know on the barrel, and leaves other code alone', () => {
    expect(rewriteImports(`import { Button, Nope } from 'antd-mobile';`, map)).toBe(
      "import Button from 'antd-mobile/es/components/button';\nimport { Nope } from 'antd-mobile';",
    );
    expect(rewriteImports(`import { Nope } from 'antd-mobile';`, map)).toBeNull();
    expect(rewriteImports(`import zhCN from 'antd-mobile/es/locales/zh-CN';`, map)).toBeNull();
  });
});

describe('the antd-mobile setup goes first in every module that uses antd-mobile', () => {
  const setup = '/repo/src/app/antd/antd-setup.ts';
  const plugin = antdPerComponent({ setup });
  const transform = (code: string, id: string) =>
    (plugin.transform as (code: string, id: string) => { code: string } | null)(code, id)?.code ?? null;

  it('prepends an import of the setup where a component is imported', () => {
    const out = transform(`import { Button } from 'antd-mobile';\nButton;`, '/repo/src/components/X.tsx');
    expect(out?.split('\n')[0]).toBe(`import "${setup}";`);
    expect(out).toContain("import Button from 'antd-mobile/es/components/button';");
  });

  it('leaves modules without antd-mobile alone, and the setup and its own imports without it', () => {
    expect(transform(`import { useState } from 'react';`, '/repo/src/components/Y.tsx')).toBeNull();
    expect(transform(`import { setDefaultConfig } from 'antd-mobile';`, setup)).not.toContain(`"${setup}"`);
    expect(
      transform(`import { unstableSetRender } from 'antd-mobile';`, '/repo/src/app/antd/antd-render.ts'),
    ).not.toContain(`"${setup}"`);
  });
});
