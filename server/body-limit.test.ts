import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISCARD_MAX_BYTES, MAX_BODY_BYTES } from './mock-guard';
import { type RunningMockServer, startMockServer } from './start';

/**
 * An oversized body gets its 413 envelope, every time: the server reads and discards the body (up to a
 * bound) before answering, so a client still writing never meets a closed socket (EPIPE, "other side
 * closed"). Over real HTTP on a raw socket, as a client slower than the server sends 2 MB: the headers and
 * the first 64 KiB, then, once two requests on another connection have come back (the server has had its
 * turn), the rest. A server that answers before the body is in has answered by then.
 */
const SIZE = 2 * 1024 * 1024;
const PIECE = 64 * 1024;
const TRIES = 100;

let srv: RunningMockServer;
beforeAll(async () => {
  srv = await startMockServer({ openShops: true });
});
afterAll(() => srv.close());

const write = (socket: Socket, data: string | Buffer) =>
  new Promise<void>((resolve, reject) => socket.write(data, (e) => (e ? reject(e) : resolve())));

/** Two round trips on another connection: whatever the server does on its own, it has done by then. */
async function serverHadItsTurn(): Promise<void> {
  for (let i = 0; i < 2; i++) await (await fetch(`${srv.url}/__mock/health`)).text();
}

async function slowPost(path: string, declared: boolean): Promise<string> {
  const { hostname, port } = new URL(srv.url);
  const socket = connect(Number(port), hostname);
  await new Promise((resolve) => socket.once('connect', resolve));
  let received = Buffer.alloc(0);
  let failure: string | null = null;
  socket.on('data', (c: Buffer) => {
    received = Buffer.concat([received, c]);
  });
  socket.on('error', (e: NodeJS.ErrnoException) => {
    failure ??= e.code ?? e.message;
  });
  const closed = new Promise((resolve) => socket.once('close', resolve));
  const frame = (piece: Buffer) =>
    declared ? piece : Buffer.concat([Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from('\r\n')]);
  const piece = Buffer.alloc(PIECE, 'x');
  try {
    await write(
      socket,
      `POST ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nContent-Type: application/json\r\nConnection: close\r\n` +
        `${declared ? `Content-Length: ${SIZE}` : 'Transfer-Encoding: chunked'}\r\n\r\n`,
    );
    await write(socket, frame(piece));
    await serverHadItsTurn();
    if (received.length > 0) failure ??= 'answered before the body was sent';
    for (let sent = PIECE; sent < SIZE; sent += PIECE) await write(socket, frame(piece));
    if (!declared) await write(socket, '0\r\n\r\n');
  } catch (error) {
    failure ??= (error as NodeJS.ErrnoException).code ?? (error as Error).message;
  }
  await closed;
  if (failure) return `failed: ${failure}`;
  const text = received.toString('utf8');
  const status = /^HTTP\/1\.1 (\d{3})/.exec(text)?.[1];
  const body = text.slice(text.indexOf('\r\n\r\n') + 4);
  return `${status} ${(JSON.parse(body) as { code?: number }).code}`;
}

describe('bodies over the limit', () => {
  it(`answers ${TRIES} of ${TRIES} 2 MB bodies with the 413 envelope, declared or chunked, /api or /__mock`, async () => {
    expect(SIZE).toBeGreaterThan(MAX_BODY_BYTES);
    const outcomes: Record<string, number> = {};
    for (let i = 0; i < TRIES; i++) {
      const outcome = await slowPost(i % 2 === 0 ? '/api/v/goods/page' : '/__mock/reset', i % 4 < 2);
      outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
    }
    expect(outcomes).toEqual({ '413 413': TRIES });
    expect((await fetch(`${srv.url}/__mock/health`)).status).toBe(200);
  }, 180_000);

  it('answers a body past what it is willing to read at once with 413, and closes that connection', async () => {
    const { hostname, port } = new URL(srv.url);
    const socket = connect(Number(port), hostname);
    await new Promise((resolve) => socket.once('connect', resolve));
    let received = '';
    socket.on('data', (c: Buffer) => {
      received += c.toString();
    });
    socket.on('error', () => undefined); // the server closes on a client that would send 100 MB
    const closed = new Promise((resolve) => socket.once('close', resolve));
    await write(
      socket,
      `POST /api/v/goods/page HTTP/1.1\r\nHost: ${hostname}:${port}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${DISCARD_MAX_BYTES * 6}\r\n\r\n{"page":`,
    );
    await closed;
    expect(received).toMatch(/^HTTP\/1\.1 413 /);
    expect(received).toContain('Connection: close');
    expect(received).toContain('"code":413');
    expect((await fetch(`${srv.url}/__mock/health`)).status).toBe(200);
  });
});
