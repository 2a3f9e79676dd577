/**
 * The servers of `npm run bench:lighthouse` and `npm run bench:modules`, started together: the app's origin for a
 * build, the floor's, the mock behind `/api`, and the pictures. Production conditions by default (HTTPS, HTTP/2,
 * brotli, the API 150 ms late, 55–70 KiB JPEG pictures from a second origin:
 * scripts/bench/lighthouse/https-origins.ts), over HTTP/1.1 instead with `protocol: 'http1.1'`; with `http1`, the old
 * ones (the Express mock serving the build over HTTP/1.1, the API at once, its SVG pictures on the same origin).
 * Ports: the app `port`, Chromium's DevTools port+1 (the caller's), the pictures port+2, the floors port+3, port+4
 * and on.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { configureMockImages } from '../../../mocks/core/image-urls';
import { CHROMIUM_ARGS } from '../../../playwright.config.ts';
import { startMockServer } from '../../../server/start';
import { makeCertificate, startAppOrigin, startPhotoOrigin } from './https-origins';
import { drawAllPhotos } from './stand-in-photos';

export interface BenchOrigins {
  app: string;
  /** One origin per floor directory, in the same order. */
  floors: string[];
  /** The mock itself, without the delay (for the bench's own questions, e.g. a goods id). */
  mock: string;
  /** Flags Chromium needs for these origins (the certificate it may trust). */
  chromiumFlags: string[];
  close(): Promise<void>;
}

export interface OriginOptions {
  dist: string;
  floorDirs: string[];
  port: number;
  apiDelayMs: number;
  http1: boolean;
  /** The production conditions' protocol: `http1.1` turns HTTP/2 off in Chromium (the servers speak both). */
  protocol?: 'h2' | 'http1.1';
  /** Over HTTP/2: the pictures from an origin of their own (`cdn`) or from the app's (`app`). */
  pictures: 'cdn' | 'app';
}

/** The origin the bench's HTTPS server on `port` answers at (https-origins.ts listens on 127.0.0.1). */
const httpsOrigin = (port: number) => `https://127.0.0.1:${port}`;

/** The pictures' origin of the production conditions: the build names it (VITE_PICTURE_ORIGIN) to preconnect it. */
export const pictureOrigin = (port: number) => httpsOrigin(port + 2);

async function waitFor(url: string, what: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${what} did not answer ${url} within 30 s`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function http1Origins(o: OriginOptions): Promise<BenchOrigins> {
  const children: ChildProcess[] = [];
  const serve = async (dir: string, port: number) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'server/main.ts', '--static', dir, '--port', String(port)],
      { stdio: 'ignore' },
    );
    children.push(child);
    const origin = `http://127.0.0.1:${port}`;
    await waitFor(`${origin}/__mock/health`, `the Express mock on ${port}`);
    return origin;
  };
  const app = await serve(o.dist, o.port);
  const floors: string[] = [];
  for (const [i, dir] of o.floorDirs.entries()) floors.push(await serve(dir, o.port + 3 + i));
  const close = async () => {
    await Promise.all(
      children
        .filter((c) => c.exitCode === null)
        .map((c) => {
          const exited = new Promise((r) => c.once('exit', r));
          c.kill('SIGTERM');
          return exited;
        }),
    );
  };
  process.on('exit', () => {
    for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  });
  return { app, floors, mock: app, chromiumFlags: [], close };
}

async function http2Origins(o: OriginOptions): Promise<BenchOrigins> {
  const cert = makeCertificate();
  const photos = o.pictures === 'cdn' ? await startPhotoOrigin(cert, o.port + 2) : null;
  // Before the mock seeds its shop: the seeded records keep the picture URLs they were made with.
  configureMockImages({ origin: photos?.origin ?? httpsOrigin(o.port), ext: 'jpg' });
  drawAllPhotos();
  const mock = await startMockServer({ port: 0 });
  // For a build without its headers file (an earlier commit's, --dist): the pictures' origin announced as before.
  const app = await startAppOrigin(cert, o.port, {
    root: o.dist,
    mockUrl: mock.url,
    apiDelayMs: o.apiDelayMs,
    preconnect: photos ? [photos.origin] : [],
    pictures: !photos,
  });
  // The floors as the app: a floor whose inline script reads the API paints the same pictures from the same origin.
  const floors: Awaited<ReturnType<typeof startAppOrigin>>[] = [];
  for (const [i, root] of o.floorDirs.entries())
    floors.push(
      await startAppOrigin(cert, o.port + 3 + i, {
        root,
        mockUrl: mock.url,
        apiDelayMs: o.apiDelayMs,
        preconnect: photos ? [photos.origin] : [],
      }),
    );
  const closers = [mock.close, app.close, ...(photos ? [photos.close] : []), ...floors.map((f) => f.close)];
  return {
    app: app.origin,
    floors: floors.map((f) => f.origin),
    mock: mock.url,
    // Chromium accepts this run's certificate and no other; Lighthouse sees a secure page. Without HTTP/2 it asks
    // for HTTP/1.1 by ALPN, which the servers allow (https-origins.ts), and Lighthouse's simulation then models six
    // connections per origin.
    chromiumFlags: [
      `--ignore-certificate-errors-spki-list=${cert.spki}`,
      ...(o.protocol === 'http1.1' ? ['--disable-http2'] : []),
    ],
    close: async () => {
      await Promise.race([Promise.all(closers.map((c) => c())), new Promise((r) => setTimeout(r, 3000))]);
    },
  };
}

export const startBenchOrigins = (o: OriginOptions) => (o.http1 ? http1Origins(o) : http2Origins(o));

/** Any goods on sale, so the detail page shows a real product (asked of the mock directly, without the delay). */
export async function firstGoodsId(mockUrl: string): Promise<string> {
  const res = await fetch(`${mockUrl}/api/v/goods/page`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ page: 1, size: 1 }),
  });
  const body = (await res.json()) as { data?: { data?: { spu?: { goodsId?: string | number } }[] } };
  const id = body.data?.data?.[0]?.spu?.goodsId;
  if (id === undefined) throw new Error(`goods.page returned no goods: ${JSON.stringify(body).slice(0, 200)}`);
  return String(id);
}

export { waitFor };

/** The Chromium the benches drive: $CHROMIUM_PATH, else Debian's. */
export const benchChromium = () => process.env.CHROMIUM_PATH || '/usr/bin/chromium';

// Debian's Chromium 156 runs the omnibox popup's WebUI (chrome://omnibox-popup.top-chrome) in a renderer of its own,
// headless too: about a second of work during a page's load, competing with it for the machine's cores, in 10 of 31
// traced loads (2026-11-29), and in none of 15 with these features off. A shopper's phone runs no such page.
const NO_OMNIBOX_WEBUI = '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup';

/** Headless Chromium for Lighthouse on `port` (DevTools), with the origins' flags; resolves once it answers. */
export async function startBenchChromium(port: number, profile: string, flags: string[]): Promise<ChildProcess> {
  const child = spawn(
    benchChromium(),
    [
      '--headless=new',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      ...CHROMIUM_ARGS,
      NO_OMNIBOX_WEBUI,
      ...flags,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  await waitFor(`http://127.0.0.1:${port}/json/version`, 'Chromium');
  return child;
}
