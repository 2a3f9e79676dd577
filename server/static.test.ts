import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningMockServer, startMockServer } from './start';

/**
 * Raw GET (fetch would decode the body and hide what was on the wire). The path is sent exactly as given:
 * a URL string would be normalised first, turning `/../x` and `/%2e%2e/x` into `/x` before they left.
 */
function get(url: string, encoding: string) {
  const { hostname, port, pathname, search } = new URL(url);
  return getPath(`http://${hostname}:${port}`, `${pathname}${search}`, encoding);
}

function getPath(origin: string, path: string, encoding: string) {
  const { hostname, port } = new URL(origin);
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const options = { hostname, port, path, headers: { 'accept-encoding': encoding } };
      const req = request(options, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      });
      req.on('error', reject);
      req.end();
    },
  );
}

const JS = `export const big = ${JSON.stringify('collectible '.repeat(400))};\n`;
const HTML = `<!doctype html><title>mall</title>${'<p>shell</p>'.repeat(200)}`;

/** In a file beside the served folder, one level up: what a traversal would reach wherever tmpdir() is. */
const SECRET = 'secret-beside-the-build-7f3a';

describe('static serving with compression', () => {
  let root: string;
  let dir: string;
  let srv: RunningMockServer;
  /** A file of the build with what its precompress step (scripts/build/precompress.ts) leaves beside it. */
  const writeBuilt = async (file: string, text: string) => {
    await writeFile(join(dir, file), text);
    await writeFile(join(dir, `${file}.br`), brotliCompressSync(text));
    await writeFile(join(dir, `${file}.gz`), gzipSync(text));
  };
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'mall-static-gz-'));
    dir = join(root, 'site');
    await mkdir(join(dir, 'assets'), { recursive: true });
    await writeFile(join(root, 'secret.txt'), SECRET);
    await writeFile(join(dir, 'inside.txt'), SECRET);
    await writeBuilt('index.html', HTML);
    await writeBuilt('assets/index-AbC123xy.js', JS);
    await writeFile(join(dir, 'assets', 'logo-AbC123xy.png'), Buffer.from([137, 80, 78, 71]));
    srv = await startMockServer({ staticDir: dir });
  });
  afterAll(async () => {
    await srv.close();
    await rm(root, { recursive: true, force: true });
  });

  it('sends the build’s brotli file to a client that accepts br, as JavaScript, still immutable', async () => {
    const res = await get(`${srv.url}/assets/index-AbC123xy.js`, 'gzip, deflate, br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toMatch(/immutable/);
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.body.length).toBeLessThan(JS.length / 4);
    expect(brotliDecompressSync(res.body).toString()).toBe(JS);
  });

  it('sends gzip to a gzip-only client and plain bytes to a client that accepts neither', async () => {
    const gz = await get(`${srv.url}/assets/index-AbC123xy.js`, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(JS);
    const plain = await get(`${srv.url}/assets/index-AbC123xy.js`, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(JS);
  });

  it('compresses the SPA fallback too, revalidated every time', async () => {
    const res = await get(`${srv.url}/goods/123`, 'br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.body).toString()).toBe(HTML);
  });

  it('never sends a variant older than its source (index.html rewritten after the build)', async () => {
    const changed = HTML.replace('mall', 'mall v2');
    await writeFile(join(dir, 'index.html'), changed);
    const later = new Date(Date.now() + 60_000);
    await utimes(join(dir, 'index.html'), later, later);
    try {
      const res = await get(`${srv.url}/`, 'br');
      expect(res.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(res.body).toString()).toBe(changed);
    } finally {
      // The build's page and its variants as the other tests expect them, in whatever order they run.
      await writeBuilt('index.html', HTML);
    }
  });

  it('leaves images alone and 404s a missing asset instead of answering HTML', async () => {
    const png = await get(`${srv.url}/assets/logo-AbC123xy.png`, 'br');
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.body.length).toBe(4);
    const missing = await get(`${srv.url}/assets/gone-XyZ98765.js`, 'br');
    expect(missing.status).toBe(404);
    const raw = await get(`${srv.url}/assets/index-AbC123xy.js.br`, 'identity');
    expect(raw.status).toBe(404);
  });

  it('refuses to leave the served folder', async () => {
    // Positive control: the same text is found when it is inside the folder.
    expect((await get(`${srv.url}/inside.txt`, 'identity')).body.toString()).toBe(SECRET);
    for (const path of [
      '/../secret.txt',
      '/..%2fsecret.txt',
      '/%2e%2e/secret.txt',
      '/%2e%2e%2fsecret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/..%5csecret.txt',
      '/assets/%2e%2e/%2e%2e/secret.txt',
    ]) {
      const res = await getPath(srv.url, path, 'identity');
      expect(`${path} ${res.status} ${res.body.toString()}`).not.toContain(SECRET);
    }
  });
});
