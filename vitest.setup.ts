import '@testing-library/jest-dom/vitest';
import { activeScenarios, clearScenarios } from '@mocks/core/scenarios';
import { setShopResolver, shopResolver } from '@mocks/core/shop';
import { configure } from '@testing-library/dom';
import i18next from 'i18next';
import { afterAll, afterEach, vi } from 'vitest';

// findBy* and waitFor return as soon as what they wait for is there; the bound only decides when to give up.
// Testing Library's 1 s gave up on a loaded machine (four jsdom tests failed with the CPU shared by other runs,
// their screens rendering a little after 1 s). A state that never comes still fails, after 10 s.
configure({ asyncUtilTimeout: 10_000 });

// The unit and unit-mock projects' files share one module graph and, in jsdom, one page per worker
// (vitest.config.ts: isolate false). This file is evaluated again before each test file, and its hooks run after
// the file's own: what a file leaves in the worker is put back here as a fresh worker would have it, or, where only
// the file knows how to put it back (a global it replaced), the file fails.

const globalsAtStart = ownDescriptors(globalThis);
const navigatorAtStart = ownDescriptors(globalThis.navigator ?? {});
// How the mock finds the current shop (mocks/core/shop.ts). The Express mock installs its own once per worker, when
// a file first imports server/shops.ts: a change from the default one is that. A file that replaces an installed
// one and leaves it so sends every later request of the worker to the default shop (a server test then saw
// another shop's seed and clock, or "login expired" with its own shop's token).
const shopResolverAtStart = shopResolver();

if (typeof document !== 'undefined') {
  const { cleanup } = await import('@testing-library/react');
  // What Testing Library does by itself where the runner has globals: nothing rendered outlives its test (a
  // mounted hook would go on polling, listening for the token, or holding a QueryClient into the next file).
  afterEach(() => cleanup());
  afterAll(freshPage);
}

afterAll(async () => {
  const fakeTimers = vi.isFakeTimers();
  vi.useRealTimers();
  // What Vitest undoes between files anyway (spies) or per test when asked to (unstubGlobals, unstubEnvs).
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  // The app's default language (src/lib/i18n.ts); texts of both languages stay loaded.
  if (i18next.isInitialized && i18next.language !== 'zh') await i18next.changeLanguage('zh');
  const shopResolverLeft = !shopResolverAtStart.isDefault && shopResolver().resolver !== shopResolverAtStart.resolver;
  if (shopResolverLeft) setShopResolver(shopResolverAtStart.resolver);
  // A scenario forced on the worker's default shop (the in-process mock's, which a server test's own server answers
  // from too) would answer the next file's requests.
  const scenariosLeft = activeScenarios().map((s) => s.name);
  clearScenarios();
  const left = [
    ...(fakeTimers ? ['fake timers on'] : []),
    ...(shopResolverLeft ? ["the mock's shop resolver replaced"] : []),
    ...(scenariosLeft.length ? [`scenario ${scenariosLeft.join(', ')} forced on the mock's default shop`] : []),
    ...putBack(globalThis, globalsAtStart, 'globalThis'),
    ...putBack(globalThis.navigator ?? {}, navigatorAtStart, 'navigator', true),
  ];
  if (left.length)
    throw new Error(
      `This file left ${left.join(', ')} for the next file of its worker (put back here): restore what it changes in its afterEach or afterAll.`,
    );
});

function ownDescriptors(target: object): Map<string | symbol, PropertyDescriptor> {
  return new Map(
    Reflect.ownKeys(target).flatMap((key) => {
      const d = Object.getOwnPropertyDescriptor(target, key);
      return d ? [[key, d] as const] : [];
    }),
  );
}

/**
 * The properties of `target` that hold another value than in `before` (and, if `added`, the new ones), put back as
 * they were. New globals are left (libraries add theirs when a file first imports them), and so are deleted ones
 * (a file may clean up what an earlier one left).
 */
function putBack(
  target: object,
  before: Map<string | symbol, PropertyDescriptor>,
  name: string,
  added = false,
): string[] {
  const now = ownDescriptors(target);
  const changed: string[] = [];
  for (const [key, was] of before) {
    const is = now.get(key);
    if (!is || (typeof key === 'string' && key.startsWith('__vitest'))) continue;
    if (Object.is(is.value, was.value) && is.get === was.get && is.set === was.set) continue;
    changed.push(`${name}.${String(key)}`);
    Object.defineProperty(target, key, was);
  }
  if (added)
    for (const key of now.keys())
      if (!before.has(key)) {
        changed.push(`${name}.${String(key)}`);
        Reflect.deleteProperty(target, key);
      }
  return changed;
}

/** The page a new jsdom starts with: no nodes, attributes, title, URL path, storage or timeline marks. */
function freshPage(): void {
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const el of [document.documentElement, document.body])
    for (const { name } of [...el.attributes]) el.removeAttribute(name);
  history.replaceState(null, '', '/');
  localStorage.clear();
  sessionStorage.clear();
  performance.clearMarks();
  performance.clearMeasures();
  performance.clearResourceTimings();
}
