import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('precompressDir', () => {
  it('writes .br and .gz beside text files over 1 KiB that decode to the same bytes', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
    mkdirSync(path.join(dir, 'assets'));
    const js = `export const x = ${JSON.stringify('goods '.repeat(500))};`;
    writeFileSync(path.join(dir, 'assets', 'a-AbC123xy.js'), js);
    writeFileSync(path.join(dir, 'tiny.css'), 'a{}');
    writeFileSync(path.join(dir, 'photo.png'), Buffer.alloc(4096, 7));
    const r = precompressDir(dir);
    expect(r.files).toBe(1);
    const file = path.join(dir, 'assets', 'a-AbC123xy.js');
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(js);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(js);
    expect(r.br).toBeLessThan(js.length / 10);
    expect(existsSync(path.join(dir, 'tiny.css.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'photo.png.br'))).toBe(false);
  });

  it('runs again over its own output without compressing the variants', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
    writeFileSync(path.join(dir, 'index.html'), `<p>${'shell '.repeat(400)}</p>`);
    precompressDir(dir);
    expect(precompressDir(dir).files).toBe(1);
    expect(existsSync(path.join(dir, 'index.html.br.br'))).toBe(false);
  });
});
