import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { takeDrift } from './core/drift';
import { clearScenarios } from './core/scenarios';
import { resetDb } from './db/seed';
import { server } from './node';

/**
 * Vitest wiring for tests that talk to the mock: the server listens for the file, every test starts
 * from a freshly seeded shop with no scenario, and a drifting resolver fails the test.
 */
export function useMockServer(opts: { seed?: number } = {}): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(async () => {
    clearScenarios();
    await resetDb(opts.seed === undefined ? {} : { seed: opts.seed });
  });
  afterEach(() => {
    server.resetHandlers();
    const drift = takeDrift();
    if (drift.length) throw new Error(`mock drift in ${drift.map((d) => d.endpointId).join(', ')}`);
  });
  afterAll(() => server.close());
}
