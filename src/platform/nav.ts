import { type BridgeEnv, close, hasBridge } from './bridge';
import { safeAppPath } from './nav-gate';

/**
 * The navigation helper (docs/backend/spec-rules.md#nav-helper): back, close the webview, or push a route. Push accepts
 * only paths of this app (checked against the route table by the caller's `isAppPath`), never an arbitrary URL,
 * so a host or a link cannot steer the webview to another origin.
 */
export interface NavDeps {
  navigate: (to: string | number) => void;
  isAppPath: (path: string) => boolean;
  /** True when the app's history has somewhere to go back to. */
  canGoBack: () => boolean;
  env?: BridgeEnv;
}

export type NavAction = { type: 'back' } | { type: 'close' } | { type: 'push'; path: string };

export { safeAppPath } from './nav-gate';

export function createNav(deps: NavDeps) {
  const closeWebview = async () => {
    if (hasBridge(deps.env)) await close(deps.env);
  };
  return {
    back(): void {
      if (deps.canGoBack()) deps.navigate(-1);
      else if (hasBridge(deps.env)) void closeWebview();
      else deps.navigate('/');
    },
    close: closeWebview,
    /** Returns false when the path is not a route of this app (nothing happens). */
    push(path: string): boolean {
      const safe = safeAppPath(path, deps.isAppPath);
      if (!safe) return false;
      deps.navigate(safe);
      return true;
    },
    run(action: NavAction): void | boolean | Promise<void> {
      if (action.type === 'back') return this.back();
      if (action.type === 'close') return this.close();
      return this.push(action.path);
    },
  };
}
export type Nav = ReturnType<typeof createNav>;
