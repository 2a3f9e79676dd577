/**
 * The first screen's own files (its page's chunks and stylesheets), asked for by index.html's inline script while the
 * entry downloads, instead of once the entry has run its start-up and the router has matched the route: the route's
 * files no longer wait for the entry's download and evaluation (an anonymous /orders, whose login screen is its
 * largest paint, painted it 0.15–0.53 s sooner under Lighthouse's simulation: docs/measurements). Which files each
 * first screen needs comes from the build's own bundle (scripts/build/early-chunks.ts), so it is the list the app's
 * dynamic import then asks for (Vite's preload helper skips a file already linked, and the import finds the module
 * already fetched).
 *
 * Asked for at low priority, once the entry's scripts have arrived (`afterFiles`): they are of no use before the entry
 * has run, and asked for sooner they shared the link with the entry's files and the first picture (asked for after
 * the page's first frame, which no linked stylesheet holds back any more, the goods page's picture came 0.2–0.5 s later
 * over HTTP/2 under Lighthouse's applied throttling: docs/measurements/2026-11-30-route-after-entry.md). A browser
 * without `modulepreload` (iOS 16 and older) ignores them and loads the route as before.
 */
export interface EarlyChunkRoute {
  /** The route's pattern in the route table (src/app/routes/route-table.ts). */
  path: string;
  /** Its page's files, as index.html names its own (`/assets/…`), the entry's left out. */
  files: string[];
  /** A visitor without a session is sent to the login screen (src/app/routes/routes.tsx): its files instead. */
  requiresLogin?: true;
}

export interface EarlyChunks {
  /** The entry's scripts, as index.html names them: the route's files wait for them to arrive. */
  entry: string[];
  /** The first screens (the route table's `firstScreen` routes). */
  routes: EarlyChunkRoute[];
  /** The login screen's files, for a first screen that requires a session, opened without one. */
  login: string[];
}

/**
 * Whether `pathname` is a path of `pattern` as react-router's `matchPath` decides it for the route table's patterns:
 * static segments case-insensitive, `:name` any one non-empty segment, trailing slashes optional (early-chunks.test.ts
 * compares the two). No react-router here: the inline script runs before any file has loaded.
 */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const trimmed = pathname.replace(/\/+$/, '');
  // `//x` is not `/x` for react-router (an empty segment): only trailing slashes are dropped.
  const got = trimmed === '' ? [] : trimmed.split('/').slice(1);
  if (!pathname.startsWith('/') || got.length !== want.length) return false;
  return want.every((w, i) => {
    const g = got[i] ?? '';
    return w.startsWith(':') ? g !== '' : g.toLowerCase() === w.toLowerCase();
  });
}

/** The files the first screen at `pathname` needs: none for a route that is not a first screen. */
export function earlyFiles(pathname: string, signedIn: boolean, chunks: EarlyChunks): string[] {
  const route = chunks.routes.find((r) => matchesPattern(r.path, pathname));
  if (!route) return [];
  return route.requiresLogin && !signedIn ? chunks.login : route.files;
}

/** Links each file for the browser to fetch now: a module as `modulepreload`, a stylesheet as `preload` (no style). */
export function preloadFiles(files: string[], doc: Document = document): void {
  for (const href of files) {
    const link = doc.createElement('link');
    if (href.endsWith('.css')) {
      // Fetched, not applied: the page's import adds it as a stylesheet when it needs it, from the cache.
      link.rel = 'preload';
      link.setAttribute('as', 'style');
    } else link.rel = 'modulepreload';
    // As Vite's preload helper and the entry's own links ask for them, so the later requests reuse these.
    link.crossOrigin = '';
    link.setAttribute('fetchpriority', 'low');
    link.href = href;
    doc.head.appendChild(link);
  }
}

/**
 * Runs `then` once every file of `files` has arrived, as the page's resource timing reports it (an entry is recorded
 * when a response has ended, and a buffered observer also sees those that ended before it started). Nothing runs
 * where the browser keeps no such record: the router's own import then asks for the route's files.
 */
export function afterFiles(files: string[], then: () => void, win: Window & typeof globalThis = window): void {
  const waiting = new Set(files.map((f) => new URL(f, win.location.href).href));
  if (!waiting.size) {
    then();
    return;
  }
  if (typeof win.PerformanceObserver !== 'function') return;
  const observer = new win.PerformanceObserver((list) => {
    for (const entry of list.getEntries()) waiting.delete(entry.name);
    if (waiting.size) return;
    observer.disconnect();
    then();
  });
  try {
    observer.observe({ type: 'resource', buffered: true });
  } catch {
    // A browser that cannot observe resources: the router asks for the files.
  }
}
