import type { AddressInfo } from 'node:net';
import { type AppOptions, createApp, type MockApp } from './app';

export interface StartOptions extends AppOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  /** Default 127.0.0.1: the mock is for this machine unless asked otherwise. */
  host?: string;
}

export interface RunningMockServer {
  url: string;
  port: number;
  app: MockApp;
  /** Flushes the state file, then stops listening and drops idle keep-alive connections. */
  close(): Promise<void>;
}

/** Starts the Express mock over real HTTP (tests, benchmarks, Playwright, the CLI). */
export async function startMockServer(opts: StartOptions = {}): Promise<RunningMockServer> {
  const { port = 0, host = '127.0.0.1', ...appOpts } = opts;
  const app = createApp(appOpts);
  await app.ready;
  const server = await new Promise<ReturnType<MockApp['listen']>>((resolve, reject) => {
    const s = app.listen(port, host, (error?: Error) => (error ? reject(error) : resolve(s)));
  });
  // Node closes an idle keep-alive connection after 5 s, and a client that reuses it at that moment gets "other
  // side closed" (seen from the WebKit run on one loaded core, whose event loop stalled past undici's 4 s hint).
  // Clients drop idle connections long before this, as browsers and proxies in front of a server expect.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  const actual = (server.address() as AddressInfo).port;
  const shownHost = host.includes(':') ? `[${host}]` : host === '0.0.0.0' ? '127.0.0.1' : host;
  let closing: Promise<void> | null = null;
  return {
    url: `http://${shownHost}:${actual}`,
    port: actual,
    app,
    close: () => {
      closing ??= (async () => {
        await app.flushState();
        app.stopState();
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeIdleConnections();
        });
      })();
      return closing;
    },
  };
}
