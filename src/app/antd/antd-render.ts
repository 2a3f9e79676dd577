import { unstableSetRender } from 'antd-mobile';
import { createRoot, type Root } from 'react-dom/client';
import { followMotionPreference } from './antd-motion';

type Container = (Element | DocumentFragment) & { _mallRoot?: Root };
let installed = false;

/**
 * antd-mobile 5 renders imperative Toast/Dialog with the legacy ReactDOM.render, which React 19
 * removed: without this they show nothing (docs/toolchain.md). Idempotent; stories and tests call it too.
 */
export function installAntdRender(): void {
  if (installed) return;
  installed = true;
  followMotionPreference();
  unstableSetRender((node, container: Container) => {
    container._mallRoot ??= createRoot(container);
    const root = container._mallRoot;
    root.render(node);
    return async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
      root.unmount();
      delete container._mallRoot;
    };
  });
}
