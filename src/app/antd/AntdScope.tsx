import { type ComponentType, type ReactNode, useState } from 'react';

type Scope = ComponentType<{ children: ReactNode }>;

/**
 * Where antd-setup.ts leaves the provider of antd-mobile's texts (src/app/antd/antd-locale.tsx) when it runs. A global,
 * not an import: this module is in the entry, which must not load antd-mobile (issue 30), and the setup's modules
 * import none of the app's (its chunk group would take them out of the entry, vite.config.ts). antd-setup.ts names
 * the same key; src/app/antd/antd-scope.test.tsx checks they meet.
 */
export const ANTD_SCOPE_KEY = Symbol.for('mall.antdLocaleScope');

function registeredScope(): Scope | null {
  return ((globalThis as Record<symbol, unknown>)[ANTD_SCOPE_KEY] as Scope | undefined) ?? null;
}

/**
 * Around one page (KeepAliveOutlet mounts one per page it shows): the provider of antd-mobile's texts, so every
 * antd component of the page follows a language switch at once, without remounting the page.
 *
 * Chosen once, when the page mounts: the provider arriving later would change the element above the page and
 * React would remount it (a form would lose what was typed, the home page its painted pictures). antd-mobile's
 * setup runs before any module that uses it (scripts/build/antd-per-component.ts), so a page whose chunk renders
 * antd-mobile always has it. Only a page that mounted before any antd-mobile loaded (a visit's first page, when it
 * renders none on its first screen: home, login) goes without; its antd parts that arrive later take the language
 * of antd-mobile's default config (antd-setup.ts), current whenever they render.
 */
export function AntdScope({ children }: { children: ReactNode }) {
  const [Provider] = useState(registeredScope);
  return Provider ? <Provider>{children}</Provider> : children;
}
