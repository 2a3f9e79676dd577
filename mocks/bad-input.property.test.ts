import { endpoints } from '@contracts/index';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { snapshot } from './core/store';
import { MOCK_ORIGIN } from './node';
import { loginAs, setupMockServer } from './testing';
import { badRequests } from './testing/bad-input-arbitraries';
import { check, inProcess } from './testing/bad-input-check';

/** In-process runs per endpoint (msw/node); a sample goes over real HTTP in server/bad-input-http.test.ts. */
const RUNS = 200;
/** A full store.snapshot() comparison every this many runs; the last one is always compared. */
const SNAPSHOT_EVERY = 25;

describe('bad input for every endpoint (msw/node, in process)', () => {
  setupMockServer();
  let token = '';
  beforeAll(async () => {
    token = await loginAs('normal');
  });

  for (const e of endpoints) {
    it(`${e.id}: ${RUNS} bad requests get a clear envelope error and change nothing`, async () => {
      token = await loginAs('normal');
      const before = JSON.stringify(snapshot());
      let runs = 0;
      await fc.assert(
        fc.asyncProperty(badRequests(e), async (req) => {
          runs++;
          await check(MOCK_ORIGIN, e, req, token, inProcess);
          if (runs % SNAPSHOT_EVERY === 0)
            expect(JSON.stringify(snapshot()) === before, `state changed (${req.variant})`).toBe(true);
        }),
        { numRuns: RUNS, endOnFailure: true },
      );
      expect(runs).toBeGreaterThanOrEqual(RUNS);
      expect(JSON.stringify(snapshot()) === before, 'store.snapshot() changed').toBe(true);
    }, 60_000);
  }
});
