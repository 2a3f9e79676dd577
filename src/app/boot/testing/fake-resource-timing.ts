/**
 * A browser's resource timing for tests of `afterFiles` (src/app/boot/early-chunks.ts): its `PerformanceObserver`
 * class, and `arrive` to record responses that have ended. Like a buffered observer, one that starts observing is
 * given what arrived before it. Addresses are resolved against `href`, as the page's entries name them.
 */
export function fakeResourceTiming(href: string) {
  const arrived: string[] = [];
  const observers = new Set<(names: string[]) => void>();
  class PerformanceObserver {
    constructor(private readonly callback: PerformanceObserverCallback) {}
    observe(options: PerformanceObserverInit) {
      if (options.type !== 'resource' || !options.buffered)
        throw new Error(`fake resource timing: observes buffered resources only, not ${JSON.stringify(options)}`);
      const deliver = (names: string[]) =>
        this.callback(
          { getEntries: () => names.map((name) => ({ name })) } as PerformanceObserverEntryList,
          this as never,
        );
      observers.add(deliver);
      if (arrived.length) deliver([...arrived]);
    }
    disconnect() {
      observers.clear();
    }
  }
  const arrive = (...urls: string[]) => {
    const names = urls.map((u) => new URL(u, href).href);
    arrived.push(...names);
    for (const deliver of [...observers]) deliver(names);
  };
  return { PerformanceObserver, arrive, observing: () => observers.size };
}
