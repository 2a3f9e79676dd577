import * as clock from '@mocks/core/clock';
import { MAX_QUEUED_SCENARIOS } from '@mocks/core/control';
import { sessions } from '@mocks/domains/users/table';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpLogin } from './http-client';
import { type RunningMockServer, startMockServer } from './start';

const JSON_TYPE = { 'content-type': 'application/json' };

/** A shared QA host must not grow without bound: queued scenarios are capped, expired sessions dropped. */
describe('bounded shops', () => {
  let srv: RunningMockServer;
  beforeAll(async () => {
    srv = await startMockServer();
  });
  afterAll(() => srv.close());

  it('answers 429 naming the cap past the queued scenarios bound, and keeps the queue', async () => {
    const queue = (name: string) =>
      fetch(`${srv.url}/__mock/scenario`, { method: 'POST', headers: JSON_TYPE, body: JSON.stringify({ name }) });
    // The unit-mock project shares one module graph per worker (isolate: false): another file may have left
    // scenarios queued on the default shop, so start from an empty queue.
    expect((await queue('none')).status).toBe(200);
    for (let i = 0; i < MAX_QUEUED_SCENARIOS; i++) expect((await queue('empty')).status).toBe(200);
    const over = await queue('slow');
    expect(over.status).toBe(429);
    expect(((await over.json()) as { error: string }).error).toMatch(`the cap is ${MAX_QUEUED_SCENARIOS}`);
    const health = (await (await fetch(`${srv.url}/__mock/health`)).json()) as { scenarios: unknown[] };
    expect(health.scenarios).toHaveLength(MAX_QUEUED_SCENARIOS);
    // "none" still clears a full queue.
    expect((await queue('none')).status).toBe(200);
  });

  it('drops sessions 7 days of mock time after login, as the real backend’s expire', async () => {
    await httpLogin(srv.url, 'normal');
    const count = () => srv.app.shops.run(srv.app.shops.default, () => sessions.count());
    expect(count()).toBeGreaterThan(0);
    const moved = await fetch(`${srv.url}/__mock/clock`, {
      method: 'POST',
      headers: JSON_TYPE,
      body: JSON.stringify({ advanceMs: 7 * 86_400_000 + 1000 }),
    });
    expect(moved.status).toBe(200);
    srv.app.shops.default.pruned = undefined; // the next request prunes now, not a minute later
    await fetch(`${srv.url}/__mock/health`);
    expect(
      srv.app.shops.run(srv.app.shops.default, () => sessions.findMany().filter((s) => s.expiresAt <= clock.now())),
    ).toEqual([]);
    expect(count()).toBe(0);
  });
});
