import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { parseBarrel, rewriteImports } from './antd-per-component';

const barrel = readFileSync(createRequire(import.meta.url).resolve('antd-mobile/es/index.js'), 'utf8');
const map = parseBarrel(barrel);

describe('antd-mobile per-component imports', () => {
  it("maps the barrel's names to their modules, defaults and named exports alike", () => {
    expect(map.get('Button')).toEqual({ from: 'antd-mobile/es/components/button', imported: 'default' });
    expect(map.get('useConfig')).toEqual({ from: 'antd-mobile/es/components/config-provider', imported: 'useConfig' });
    // Every component the app imports is in the map (a name missing would silently stay on the barrel).
    for (const name of ['Swiper', 'Toast', 'Dialog', 'ConfigProvider', 'unstableSetRender', 'reduceMotion']) {
      expect(map.has(name), name).toBe(true);
    }
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
