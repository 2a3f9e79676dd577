import { type ReactNode, useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useMatches, useOutlet } from 'react-router';
import { AntdScope } from './antd/AntdScope';
import { isRouteMeta } from './routes/route-meta';
import { scroller } from './scroll';
import css from './shell.module.css';

/** How many pages of one kept-alive route stay mounted (e.g. the last 3 asset details). */
export const KEEP_PER_ROUTE = 3;

interface Entry {
  name: string;
  element: ReactNode;
}

/**
 * The route outlet with keep-alive (docs/backend/spec-rules.md#keep-alive): pages whose meta has keepAlive stay
 * mounted, hidden, while the user is elsewhere, so coming back shows the same data and scroll position without a
 * loading flash. Every other navigation scrolls to the top.
 */
export function KeepAliveOutlet() {
  const outlet = useOutlet();
  const location = useLocation();
  const matches = useMatches();
  const leaf = matches[matches.length - 1];
  const meta = isRouteMeta(leaf?.handle) ? leaf.handle : null;
  const key = location.pathname;
  const cache = useRef(new Map<string, Entry>());
  const scrolls = useRef(new Map<string, number>());
  const current = useRef(key);

  if (meta?.keepAlive && !cache.current.has(key)) {
    cache.current.set(key, { name: meta.name, element: outlet });
    const same = [...cache.current.entries()].filter(([, e]) => e.name === meta.name);
    for (const [k] of same.slice(0, Math.max(0, same.length - KEEP_PER_ROUTE))) {
      cache.current.delete(k);
      scrolls.current.delete(k);
    }
  }

  useEffect(() => {
    const onScroll = () => scrolls.current.set(current.current, scroller.get());
    globalThis.addEventListener?.('scroll', onScroll, { passive: true });
    return () => globalThis.removeEventListener?.('scroll', onScroll);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs per navigation (location.key), not per render
  useLayoutEffect(() => {
    current.current = key;
    const saved = cache.current.has(key) ? scrolls.current.get(key) : undefined;
    scroller.set(saved ?? 0);
  }, [location.key]);

  const live = !meta?.keepAlive;
  // Each page in antd-mobile's texts provider (AntdScope), mounted with the page: a language switch reaches its
  // antd components at once without remounting it.
  return (
    <>
      {[...cache.current.entries()].map(([k, e]) => (
        <div key={k} className={k === key ? undefined : css.hidden} data-keep-alive={k}>
          <AntdScope>{e.element}</AntdScope>
        </div>
      ))}
      {live && (
        <div key={`live:${key}`}>
          <AntdScope>{outlet}</AntdScope>
        </div>
      )}
    </>
  );
}
