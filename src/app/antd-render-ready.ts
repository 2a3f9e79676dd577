let ready: Promise<void> | null = null;

/**
 * Installs antd-mobile's React 19 render hook (antd-render.ts) from its own chunk: it drags in rc-util's
 * legacy renderer and babel's regenerator (about 4 KiB gzip) that the first paint does not need. Every
 * route awaits this before its page renders (routes.tsx), so no Toast or Dialog can run before it.
 */
export function antdRenderReady(): Promise<void> {
  ready ??= import('./antd-render').then((m) => m.installAntdRender());
  return ready;
}
