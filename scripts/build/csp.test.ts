import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildCsp, inlineParts, withCspMeta } from './csp.ts';

const hash = (t: string) => `'sha256-${createHash('sha256').update(t).digest('base64')}'`;
const HTML = `<!doctype html><html><head><meta charset="UTF-8" />
<style>.shell{color:red}</style>
<script>window.__boot=1</script>
<script type="module" crossorigin src="/assets/index-abc.js"></script>
</head><body><div id="root" style="min-height:100vh"></div></body></html>`;

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.slice(name.length + 1)
    .split(' ') ?? [];

describe('CSP of the build', () => {
  it('finds inline scripts, styles and style attributes, not external scripts', () => {
    expect(inlineParts(HTML)).toEqual({
      scripts: ['window.__boot=1'],
      styles: ['.shell{color:red}'],
      styleAttrs: ['min-height:100vh'],
    });
  });

  it('allows exactly the inline code of this document by hash, and no inline code otherwise', () => {
    const policy = buildCsp(inlineParts(HTML));
    expect(directive(policy, 'script-src')).toEqual(expect.arrayContaining(["'self'", hash('window.__boot=1')]));
    // Inline styles are allowed (run-time style attributes cannot be hashed); scripts never are.
    expect(directive(policy, 'style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directive(policy, 'script-src')).not.toContain("'unsafe-inline'");
    expect(policy).not.toMatch(/'unsafe-eval'/);
  });

  it('is strict where the issue asks: objects, base, WebAssembly, images, connections', () => {
    const policy = buildCsp(inlineParts(HTML), { apiBase: 'https://api.example.com/base/' });
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'self'"]);
    expect(directive(policy, 'script-src')).toEqual(
      expect.arrayContaining(["'wasm-unsafe-eval'", 'https://ssl.captcha.qq.com']),
    );
    expect(directive(policy, 'img-src')).toEqual(expect.arrayContaining(["'self'", 'https:', 'data:']));
    expect(directive(policy, 'connect-src').sort()).toEqual(
      ["'self'", 'https://api.example.com', 'https://bsc-dataseed.bnbchain.org', 'https://mainnet.bityuan.com'].sort(),
    );
    // frame-ancestors is ignored (with a console warning) in a meta tag: servers send it as a header.
    expect(policy).not.toContain('frame-ancestors');
  });

  it('allows captcha scripts from the captcha hosts only, not the whole shared gtimg.com CDN', () => {
    const scripts = directive(buildCsp(inlineParts(HTML)), 'script-src');
    expect(scripts).toEqual(expect.arrayContaining(['https://ssl.captcha.qq.com', 'https://captcha.gtimg.com']));
    // No wildcard outside a captcha-only domain: *.gtimg.com would admit any script on Tencent's shared CDN.
    expect(scripts.filter((s) => s.includes('*') && !/^https:\/\/\*\.captcha\.qq\.com$/.test(s))).toEqual([]);
  });

  it('lets drift beacons reach the collector of VITE_CONTRACT_REPORT_URL (sendBeacon obeys connect-src)', () => {
    const policy = buildCsp(inlineParts(HTML), { reportUrl: 'https://drift.example.net:8443/collect?app=mall' });
    expect(directive(policy, 'connect-src')).toContain('https://drift.example.net:8443');
    expect(directive(buildCsp(inlineParts(HTML), { reportUrl: '/drift' }), 'connect-src')).not.toContain('/drift');
  });

  it('puts the policy first in <head>, before any inline code', () => {
    const out = withCspMeta(HTML);
    expect(out.indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(out.indexOf('<style>'));
    expect(out).toContain(hash('window.__boot=1'));
    expect(() => withCspMeta('<p>no head</p>')).toThrow(/no <head>/);
  });
});
