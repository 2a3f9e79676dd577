import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningMockServer, startMockServer } from './start';

const POLICY = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval' 'sha256-abc='; object-src 'none'";

describe('CSP header of the served app', () => {
  let srv: RunningMockServer;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'csp-'));
    // What scripts/build/csp.ts writes into a build (quotes escaped in the attribute).
    const meta = `<meta http-equiv="Content-Security-Policy" content="${POLICY.replace(/"/g, '&quot;')}" />`;
    writeFileSync(join(dir, 'index.html'), `<html><head>${meta}<script>boot()</script></head><body></body></html>`);
    writeFileSync(join(dir, 'app-abcdefgh12.js'), 'console.log(1)');
    srv = await startMockServer({ port: 0, staticDir: dir });
  });
  afterAll(async () => {
    await srv.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it.each(['/', '/goods/1', '/app-abcdefgh12.js'])(
    'sends the build policy plus frame-ancestors with %s',
    async (path) => {
      const res = await fetch(`${srv.url}${path}`);
      expect(res.status).toBe(200);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toBe(`${POLICY}; frame-ancestors 'self'`);
    },
  );
});
