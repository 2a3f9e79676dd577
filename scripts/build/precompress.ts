/**
 * Writes `FILE.br` (brotli, quality 11) and `FILE.gz` (gzip, level 9) beside every compressible file of a build, so a
 * server can send them without compressing per request (the Express mock does; nginx does with `brotli_static` /
 * `gzip_static`). Files under 1 KiB, and variants that would not be smaller, are skipped. Used as the last Vite build
 * step (`precompress()` in vite.config.ts) or `tsx scripts/build/precompress.ts DIR`.
 */
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(?:m?js|css|html|svg|json|txt|webmanifest|xml|wasm)$/;
const MIN_BYTES = 1024;

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? walk(p) : [p];
  });
}

export interface PrecompressResult {
  files: number;
  raw: number;
  br: number;
  gzip: number;
}

export function precompressDir(dir: string): PrecompressResult {
  const result: PrecompressResult = { files: 0, raw: 0, br: 0, gzip: 0 };
  for (const file of walk(dir)) {
    if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue;
    const raw = readFileSync(file);
    const br = brotliCompressSync(raw, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
    });
    const gz = gzipSync(raw, { level: 9 });
    result.files++;
    result.raw += raw.length;
    for (const [suffix, body] of [
      ['.br', br],
      ['.gz', gz],
    ] as const) {
      if (body.length < raw.length) writeFileSync(file + suffix, body);
      else rmSync(file + suffix, { force: true });
    }
    result.br += Math.min(br.length, raw.length);
    result.gzip += Math.min(gz.length, raw.length);
  }
  return result;
}

/**
 * Vite plugin: precompresses the app's output folder (`dist`, `dist-mock`) after everything else has
 * written to it. Other builds that load this config (Storybook's `storybook-static`) are left alone.
 */
export function precompress(): Plugin {
  let outDir: string | null = null;
  return {
    name: 'mall:precompress',
    apply: 'build',
    configResolved(config) {
      const dir = path.resolve(config.root, config.build.outDir);
      outDir = path.basename(dir).startsWith('dist') ? dir : null;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        if (!outDir) return;
        const r = precompressDir(outDir);
        const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
        this.info?.(`precompressed ${r.files} files: ${kib(r.raw)} → br ${kib(r.br)}, gzip ${kib(r.gzip)}`);
      },
    },
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const dir = path.resolve(process.argv[2] ?? 'dist');
  console.log(precompressDir(dir));
}
