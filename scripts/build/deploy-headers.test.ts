import { describe, expect, it } from 'vitest';
import { checkDeployHeaders } from '../guards/budget/headers-file-check';
import { withCspMeta } from './csp';
import {
  headersFor,
  nginxConf,
  parseNginxConf,
  preconnectsOf,
  preconnectsOfHtml,
  withPreconnects,
} from './deploy-headers';

const PAGE = `<!doctype html><html><head><meta charset="UTF-8" /><title>x</title>
<script>console.log('early reads')</script></head><body><div id="root"></div></body></html>`;

/** A page as the build writes it: preconnects, then the CSP meta tag hashing its inline script. */
const built = (opts: { apiBase?: string; pictureOrigin?: string }, page = PAGE) =>
  withCspMeta(withPreconnects(page, preconnectsOf(opts)), { apiBase: opts.apiBase });

describe('preconnects', () => {
  it('names the API origin (CORS pool) and the pictures’ origin (no CORS), only when absolute', () => {
    expect(
      preconnectsOf({ apiBase: 'https://api.example.com/base/', pictureOrigin: 'https://img.example.com' }),
    ).toEqual([
      { origin: 'https://api.example.com', crossorigin: true },
      { origin: 'https://img.example.com', crossorigin: false },
    ]);
    expect(preconnectsOf({ apiBase: '/api' })).toEqual([]);
    expect(preconnectsOf({})).toEqual([]);
    expect(() => preconnectsOf({ pictureOrigin: 'img.example.com' })).toThrow(/VITE_PICTURE_ORIGIN/);
  });

  it('writes them as the first tags after the charset, and reads them back', () => {
    const html = built({ apiBase: 'https://api.example.com', pictureOrigin: 'https://img.example.com' });
    expect(html).toMatch(
      /<meta charset="UTF-8" \/>\n {4}<link rel="preconnect" href="https:\/\/api.example.com" crossorigin \/>\n {4}<link rel="preconnect" href="https:\/\/img.example.com" \/>/,
    );
    expect(preconnectsOfHtml(html)).toEqual(
      preconnectsOf({ apiBase: 'https://api.example.com', pictureOrigin: 'https://img.example.com' }),
    );
  });
});

describe('the headers file', () => {
  it('sends the meta tag’s policy with frame-ancestors, and the preconnects as a Link header', () => {
    const html = built({ apiBase: 'https://api.example.com', pictureOrigin: 'https://img.example.com' });
    const headers = headersFor(html);
    expect(headers['Content-Security-Policy']).toMatch(/script-src [^;]*'sha256-[^']+'/);
    expect(headers['Content-Security-Policy']).toMatch(/connect-src 'self' https:\/\/api.example.com/);
    expect(headers['Content-Security-Policy']).toMatch(/; frame-ancestors 'self'$/);
    expect(headers.Link).toBe(
      '<https://api.example.com>; rel=preconnect; crossorigin, <https://img.example.com>; rel=preconnect',
    );
    const conf = nginxConf(headers);
    expect(conf).toMatch(/^add_header Content-Security-Policy ".+" always;$/m);
    expect(parseNginxConf(conf)).toEqual(headers);
  });

  it('has no Link header without preconnects', () => {
    expect(Object.keys(headersFor(built({})))).toEqual(['Content-Security-Policy']);
  });

  it('refuses a value nginx would read as syntax', () => {
    expect(() => nginxConf({ X: 'a"b' })).toThrow(/nginx/);
    expect(() => nginxConf({ X: 'a$b' })).toThrow(/nginx/);
  });
});

describe('npm run budget’s check of the headers file against index.html', () => {
  const html = built({ apiBase: 'https://api.example.com' });
  const conf = nginxConf(headersFor(html));

  it('passes the file the build wrote', () => {
    expect(checkDeployHeaders(html, conf)).toEqual([]);
  });

  it('fails a file left from a build whose inline script differed', () => {
    const other = built({ apiBase: 'https://api.example.com' }, PAGE.replace("'early reads'", "'older reads'"));
    const stale = nginxConf(headersFor(other));
    const failures = checkDeployHeaders(html, stale);
    expect(failures.some((f) => /script-src lacks 'sha256-/.test(f))).toBe(true);
  });

  it('fails a file whose policy or preconnects differ, or that is missing', () => {
    expect(checkDeployHeaders(html, conf.replace("object-src 'none'", "object-src 'self'"))).toEqual([
      `nginx-headers.conf's object-src is "'self'", index.html needs "'none'"`,
    ]);
    expect(
      checkDeployHeaders(built({ pictureOrigin: 'https://img.example.com' }), nginxConf(headersFor(built({})))).join(),
    ).toMatch(/preconnects \[\], index.html \[https:\/\/img.example.com\]/);
    expect(checkDeployHeaders(html, null)).toEqual([expect.stringMatching(/missing/)]);
    expect(checkDeployHeaders(html, `${conf}\nadd_header broken;`)).toEqual([expect.stringMatching(/cannot read/)]);
  });
});
