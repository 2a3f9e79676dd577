import { afterEach, beforeEach, vi } from 'vitest';
import { type DriftReport, setDriftSink } from '@/lib/contract-drift';

/**
 * For jsdom tests that render a page and read what the contract reader reported: collects the drift
 * reports of each test into the returned array (emptied before each test), gives jsdom the
 * IntersectionObserver it lacks (lazy images, swipers and infinite scroll only need it to exist), and
 * undoes both after each test. Call at the top level of a test file.
 */
export function collectDriftReports(): DriftReport[] {
  const reports: DriftReport[] = [];
  beforeEach(() => {
    reports.length = 0;
    setDriftSink((r) => reports.push(...r));
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    setDriftSink(null);
  });
  return reports;
}
