import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHAIN_RPC_TIMEOUT_MS, ChainRpcError, chainRpc } from './chain-rpc';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.useRealTimers());

describe('chainRpc', () => {
  it('posts JSON-RPC to the chain table URL of the chain, without the shop cookies, and returns the result', async () => {
    const seen: Array<{ url: string; init: RequestInit | undefined }> = [];
    const rpc = chainRpc(2999, {
      fetch: async (url, init) => {
        seen.push({ url: String(url), init });
        return json({ jsonrpc: '2.0', id: 1, result: { status: '0x1' } });
      },
    });
    expect(await rpc?.('eth_getTransactionReceipt', ['0xab'])).toEqual({ status: '0x1' });
    expect(seen[0]?.url).toBe('https://mainnet.bityuan.com/eth');
    expect(JSON.parse(String(seen[0]?.init?.body))).toMatchObject({
      method: 'eth_getTransactionReceipt',
      params: ['0xab'],
    });
    expect(seen[0]?.init?.credentials).toBe('omit');
    expect(chainRpc(56, { fetch: async () => json({}) })).toBeDefined();
    expect(chainRpc(1)).toBeUndefined();
  });

  it('a null result is null (no receipt yet), not an error', async () => {
    const rpc = chainRpc(56, { fetch: async () => json({ jsonrpc: '2.0', id: 1, result: null }) });
    expect(await rpc?.('eth_getTransactionReceipt', ['0xab'])).toBeNull();
  });

  it('an HTTP error, a JSON-RPC error, an HTML page, a 429 or a failed fetch is a ChainRpcError', async () => {
    const answers = [
      async () => json({ error: 'busy' }, 503),
      async () => json({ jsonrpc: '2.0', id: 1, error: { code: -32005, message: 'rate limited' } }),
      async () => Promise.reject(new TypeError('Failed to fetch')),
      // A gateway's page instead of JSON, with HTTP 200.
      async () => new Response('<html><body>Just a moment…</body></html>', { status: 200 }),
      async () => new Response('Too Many Requests', { status: 429 }),
    ];
    const messages: string[] = [];
    for (const fetch of answers) {
      const err = await chainRpc(2999, { fetch })?.('eth_chainId', []).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(ChainRpcError);
      messages.push((err as Error).message);
    }
    expect(messages.slice(0, 3)).toEqual([
      'chain RPC answered HTTP 503',
      'chain RPC: rate limited',
      'chain RPC: Failed to fetch',
    ]);
    expect(messages[3]).toMatch(/^chain RPC: /);
    expect(messages[4]).toBe('chain RPC answered HTTP 429');
  });

  it('gives up on a node that does not answer within the timeout', async () => {
    vi.useFakeTimers();
    const rpc = chainRpc(2999, {
      fetch: (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    });
    const pending = rpc?.('eth_getTransactionReceipt', ['0xab']).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(CHAIN_RPC_TIMEOUT_MS);
    const err = await pending;
    expect(err).toBeInstanceOf(ChainRpcError);
    expect((err as Error).message).toBe('chain RPC timed out');
  });
});
