import { authEndpoints } from '@contracts/auth';
import { Wallet } from 'ethers';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { now } from '../core/clock';
import { takeDrift } from '../core/drift';
import { type PersonaKey, persona } from '../core/personas';
import { clearScenarios } from '../core/scenarios';
import { createSession } from '../domains/users/table';
import { callEndpoint, MOCK_ORIGIN, server } from '../node';
import { resetDb } from '../seed';

/**
 * Vitest wiring for tests that talk to the mock: the server listens for the file, every test starts
 * from a freshly seeded shop with no scenario, and a drifting resolver fails the test.
 */
export function setupMockServer(opts: { seed?: number } = {}): void {
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
  // The next file of the worker shares this default shop (vitest.config.ts: isolate false): it gets it back as a
  // fresh worker has it, seeded and with no scenario forced.
  afterAll(async () => {
    server.close();
    clearScenarios();
    await resetDb();
  });
}

/** A live session for a persona (or any address), straight in the sessions table: fast test setup. */
export async function tokenFor(who: PersonaKey | `0x${string}`): Promise<string> {
  const address = who.startsWith('0x') ? who : persona(who as PersonaKey).address;
  return createSession(address, now());
}

/** The real login flow: challenge, personal_sign with the persona's key, login. Returns the token. */
export async function loginAs(key: PersonaKey, inviteAddress = ''): Promise<string> {
  const p = persona(key);
  const c = await callEndpoint(authEndpoints.content, { address: p.address, inviteAddress });
  const content = (c.body.data as { content: string } | undefined)?.content;
  if (!content) throw new Error(`no challenge for ${key}: ${c.body.message}`);
  const signature = await new Wallet(p.privateKey).signMessage(content);
  const l = await callEndpoint(authEndpoints.login, { address: p.address, signature });
  const token = (l.body.data as { authorization: string } | undefined)?.authorization;
  if (!token) throw new Error(`login of ${key} failed: ${l.body.code} ${l.body.message}`);
  return token;
}

/** Queues a scenario through the control route, the way Playwright does (POST /__mock/scenario). */
export const queueScenario = (body: Record<string, unknown>) =>
  fetch(`${MOCK_ORIGIN}/__mock/scenario`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** Same as setupMockServer (older name; Biome's React hook rule flags `use*` calls at module level). */
export const useMockServer = setupMockServer;
