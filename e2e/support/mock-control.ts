import type { Transport } from './transport';

export interface ScenarioOptions {
  /** Only requests whose path contains this (an endpoint's, e.g. `ordersEndpoints.page.path`). */
  path?: string;
  /** Only the next `count` matching requests. */
  count?: number;
}

/** The /__mock control routes (mocks/core/control.ts): reset, scenarios, mock clock, health. */
export class MockControl {
  constructor(private readonly transport: Transport) {}

  private async post<T>(path: string, body: unknown): Promise<T> {
    const res = await this.transport.call<T & { error?: string; message?: string }>('POST', path, body);
    if (res.status !== 200) {
      throw new Error(`${path} answered ${res.status}: ${res.body.error ?? res.body.message ?? ''}`);
    }
    return res.body;
  }

  /** Re-seeds the shop (same seed = same shop), clears scenarios and resets the clock. */
  reset(seed?: number): Promise<{ seed: number; now: number }> {
    return this.post('/__mock/reset', seed === undefined ? {} : { seed });
  }

  /** Forces an outcome for later /api requests; 'none' clears every scenario. */
  scenario(name: string, opts: ScenarioOptions = {}): Promise<unknown> {
    return this.post('/__mock/scenario', { name, ...opts });
  }

  /**
   * Moves the mock clock (e.g. past the 30-minute payment window); `running: false` stops it following wall
   * time, so only the test moves it (journeys on mock time, e2e/support/chain-waits.ts).
   */
  clock(change: { advanceMs?: number; set?: number; running?: boolean }): Promise<{ now: number }> {
    return this.post('/__mock/clock', change);
  }

  /**
   * The mock chain: block time, how late the backend's own node sees the chain (backendLagMs) and forced
   * outcomes of the next sent transactions (/__mock/chain/settings).
   */
  chain(settings: {
    blockTimeMs?: number;
    backendLagMs?: number;
    /** How long after sending the chain's public RPC has not heard of a tx (issue 38). */
    rpcBlindMs?: number;
    next?: { outcome: 'mined' | 'reverted' | 'dropped'; error?: string }[];
  }) {
    return this.post<{ blockTimeMs: number; backendLagMs: number; rpcBlindMs: number }>(
      '/__mock/chain/settings',
      settings,
    );
  }

  /** A true drop: another tx of the sender takes the pending tx's nonce and is mined (/__mock/chain/replace). */
  replace(hash: string): Promise<{ dropped: string; replacement: string }> {
    return this.post('/__mock/chain/replace', { hash });
  }

  /** Mines every pending transaction now (or the one named). */
  mine(hash?: string): Promise<{ mined: string[] }> {
    return this.post('/__mock/chain/mine', hash ? { hash } : {});
  }

  /** The admin's decision on an offline payment: 1 agree, 0 refuse. */
  offlineConfirm(orderId: string, state: 0 | 1): Promise<{ ok: boolean }> {
    return this.post('/__mock/orders/offline-confirm', { orderId, state });
  }

  async health(): Promise<{ ok: boolean; seed: number; now: number; tables: Record<string, number> }> {
    const res = await this.transport.call<{ ok: boolean; seed: number; now: number; tables: Record<string, number> }>(
      'GET',
      '/__mock/health',
    );
    if (res.status !== 200) throw new Error(`/__mock/health answered ${res.status}`);
    return res.body;
  }
}
