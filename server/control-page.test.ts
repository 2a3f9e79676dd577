import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningMockServer, startMockServer } from './start';

describe('the control page', () => {
  let srv: RunningMockServer;
  beforeAll(async () => {
    srv = await startMockServer();
  });
  afterAll(() => srv.close());

  it('is served with its script and style as files, under a policy that forbids inline code', async () => {
    const page = await fetch(`${srv.url}/__mock/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    const html = await page.text();
    expect(html).toContain('<script type="module" src="/__mock/control.js"></script>');
    expect(html).not.toMatch(/<script>|<style>|\son\w+=/);
    for (const [path, type] of [
      ['/__mock/control.js', /^text\/javascript/],
      ['/__mock/control-texts.js', /^text\/javascript/],
      ['/__mock/control.css', /^text\/css/],
    ] as const) {
      const res = await fetch(`${srv.url}${path}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(type);
    }
  });

  it('opens even when the browser’s cookie names a shop that is gone', async () => {
    const page = await fetch(`${srv.url}/__mock/`, { headers: { cookie: 'mock_shop=gone0000' } });
    expect(page.status).toBe(200);
    const list = await fetch(`${srv.url}/__mock/shops`, { headers: { cookie: 'mock_shop=gone0000' } });
    expect(await list.json()).toMatchObject({ current: 'gone0000', personas: expect.arrayContaining(['normal']) });
  });
});
