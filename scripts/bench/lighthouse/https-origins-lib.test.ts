import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeCertificate } from './https-origins';
import {
  contentTypeOf,
  forwardableHeaders,
  isCompressible,
  photoRequest,
  pickEncoding,
  spkiHash,
  staticTarget,
} from './https-origins-lib';

const both = { br: true, gzip: true };

describe('bench servers, pure parts', () => {
  it('sends brotli before gzip, honours q=0 and *, and nothing the client did not accept', () => {
    expect(pickEncoding('gzip, deflate, br, zstd', both)).toBe('br');
    expect(pickEncoding('gzip, deflate', both)).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip', both)).toBe('gzip');
    expect(pickEncoding('*', both)).toBe('br');
    expect(pickEncoding('identity', both)).toBeNull();
    expect(pickEncoding(undefined, both)).toBeNull();
    expect(pickEncoding('br, gzip', { br: false, gzip: true })).toBe('gzip');
  });

  it('names content types and which are worth compressing', () => {
    expect(contentTypeOf('/d/assets/index-abc.js')).toBe('text/javascript; charset=utf-8');
    expect(contentTypeOf('/d/manifest.webmanifest')).toMatch(/^application\/manifest\+json/);
    expect(contentTypeOf('/d/x.unknown')).toBe('application/octet-stream');
    expect(isCompressible('/d/index.html')).toBe(true);
    expect(isCompressible('/d/a.jpg')).toBe(false);
  });

  it('serves a file, the app for routes, 404 for a missing asset, and nothing outside the root', () => {
    const root = path.resolve('/srv/dist');
    const files = new Set([path.join(root, 'assets/app-1.js'), path.join(root, 'robots.txt')]);
    const exists = (f: string) => files.has(f);
    expect(staticTarget(root, '/assets/app-1.js?v=1', exists)).toEqual({
      kind: 'file',
      file: path.join(root, 'assets/app-1.js'),
    });
    expect(staticTarget(root, '/robots.txt', exists)).toMatchObject({ kind: 'file' });
    expect(staticTarget(root, '/goods/12', exists)).toEqual({ kind: 'app' });
    expect(staticTarget(root, '/', exists)).toEqual({ kind: 'app' });
    expect(staticTarget(root, '/assets/gone-2.js', exists)).toEqual({ kind: 'missing' });
    const asked: string[] = [];
    const record = (f: string) => {
      asked.push(f);
      return false;
    };
    // A climb is clamped to the root (path.normalize), so only files under it are ever looked at.
    expect(staticTarget(root, '/%2e%2e/%2e%2e/etc/passwd', record)).toEqual({ kind: 'app' });
    expect(staticTarget(root, '/assets/%2e%2e/%2e%2e/etc/passwd', record)).toEqual({ kind: 'missing' });
    expect(asked.every((f) => f.startsWith(root + path.sep))).toBe(true);
    expect(staticTarget(root, '/%E0%A4%A', exists)).toEqual({ kind: 'missing' });
  });

  it('reads a photo request of the mock’s URLs and nothing else', () => {
    expect(photoRequest('/mock-img/banner/3.jpg?label=%E6%96%B0')).toEqual({ kind: 'banner', key: '3' });
    expect(photoRequest('/mock-img/goods/tea%20set-2.jpg')).toEqual({ kind: 'goods', key: 'tea set-2' });
    expect(photoRequest('/mock-img/banner/3.svg')).toBeNull();
    expect(photoRequest('/api/v/goods/page')).toBeNull();
  });

  it('drops pseudo-headers and hop-by-hop headers when forwarding', () => {
    expect(
      forwardableHeaders({
        ':method': 'POST',
        ':path': '/api/x',
        host: 'a',
        connection: 'keep-alive',
        'content-type': 'application/json',
        'accept-language': 'zh',
        'set-cookie': ['a=1', 'b=2'],
        empty: undefined,
      }),
    ).toEqual({ 'content-type': 'application/json', 'accept-language': 'zh', 'set-cookie': 'a=1, b=2' });
  });

  it('hashes a certificate’s public key as openssl does (on the bench’s own certificate)', () => {
    const { cert, spki } = makeCertificate();
    const dir = mkdtempSync(path.join(tmpdir(), 'spki-'));
    try {
      writeFileSync(path.join(dir, 'c.pem'), cert);
      const expected = execFileSync('sh', [
        '-c',
        `openssl x509 -in ${dir}/c.pem -pubkey -noout | openssl pkey -pubin -outform der | openssl dgst -sha256 -binary | base64`,
      ])
        .toString()
        .trim();
      expect(spkiHash(cert)).toBe(expected);
      expect(spki).toBe(expected);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
