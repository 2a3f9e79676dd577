import { accountEndpoints } from '@contracts/account';
import { Wallet } from 'ethers';
import { describe, expect, it, vi } from 'vitest';
import { findUser } from '../domains/users/table';
import { callEndpoint, MOCK_ORIGIN } from '../node';
import { setupMockServer, tokenFor } from '../testing';
import { now } from './clock';
import { persona } from './personas';

setupMockServer();

const post = async (path: string, body: unknown) => {
  const res = await fetch(`${MOCK_ORIGIN}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

describe('/__mock control routes', () => {
  it('scenario with a count applies to that many matching requests, then stops', async () => {
    const token = await tokenFor('normal');
    expect(
      (await post('/__mock/scenario', { name: 'session-expired', count: 2, path: '/api/v/account/info' })).status,
    ).toBe(200);
    const codes = [];
    for (let i = 0; i < 3; i++) codes.push((await callEndpoint(accountEndpoints.info, {}, { token })).body.code);
    expect(codes).toEqual([302, 302, 0]);
  });
  it('scenario "none" clears, unknown names are refused', async () => {
    await post('/__mock/scenario', { name: 'server-error' });
    expect((await callEndpoint(accountEndpoints.info, {})).status).toBe(500);
    await post('/__mock/scenario', { name: 'none' });
    expect((await callEndpoint(accountEndpoints.info, {})).body.code).toBe(301);
    const bad = await post('/__mock/scenario', { name: 'explode' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toContain('unknown scenario');
  });
  it('reset restores the seeded shop and clears scenarios', async () => {
    const token = await tokenFor('normal');
    await callEndpoint(accountEndpoints.updateInfo, { nickname: 'changed' }, { token });
    await post('/__mock/scenario', { name: 'frozen' });
    const r = await post('/__mock/reset', { seed: 7 });
    expect(r.body).toMatchObject({ ok: true, seed: 7 });
    expect(findUser(persona('normal').address)?.nickname).toBe('链上小明');
    expect((await callEndpoint(accountEndpoints.info, {})).body.code).toBe(301);
  });
  it('clock advance moves mock time', async () => {
    const t = now();
    const r = await post('/__mock/clock', { advanceMs: 60_000 });
    expect(r.body.now).toBe(t + 60_000);
    expect((await post('/__mock/clock', { set: 1_000 })).body.now).toBe(1_000);
  });
  it('running:false stops the clock where it is; running:true lets it follow wall time again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(5_000_000);
      const started = await post('/__mock/clock', { running: true });
      expect(started.body.running).toBe(true);
      const t = Number(started.body.now);
      vi.setSystemTime(5_060_000);
      expect(now()).toBe(t + 60_000);
      expect((await post('/__mock/clock', { running: false })).body).toMatchObject({ now: t + 60_000, running: false });
      vi.setSystemTime(5_120_000);
      expect(now()).toBe(t + 60_000);
      expect((await post('/__mock/clock', { advanceMs: 1000 })).body.now).toBe(t + 61_000);
      expect((await post('/__mock/clock', { running: 'no' })).status).toBe(400);
    } finally {
      vi.useRealTimers();
    }
  });
  it('health reports seed, time and table sizes', async () => {
    const res = await fetch(`${MOCK_ORIGIN}/__mock/health`);
    const body = (await res.json()) as { ok: boolean; tables: Record<string, number> };
    expect(body.ok).toBe(true);
    expect(body.tables.users).toBeGreaterThan(8);
  });
  it('chain/send records a signed tx and refuses garbage', async () => {
    const wallet = new Wallet(persona('normal').privateKey);
    const raw = await wallet.signTransaction({
      type: 2,
      chainId: 56,
      nonce: 0,
      to: persona('merchant').address,
      value: 5n,
      gasLimit: 21000n,
      maxFeePerGas: 2n,
      maxPriorityFeePerGas: 1n,
    });
    const sent = await post('/__mock/chain/send', { raw });
    expect(sent.status).toBe(200);
    const tx = await (await fetch(`${MOCK_ORIGIN}/__mock/chain/tx/${sent.body.hash}`)).json();
    expect(tx).toMatchObject({ from: persona('normal').address, chainId: 56, value: '5' });
    expect((await post('/__mock/chain/send', { raw: '0x02f8' })).status).toBe(400);
    expect((await post('/__mock/chain/send', { raw: 'hello' })).status).toBe(400);
  });
  it('malformed control bodies get a 400 JSON error', async () => {
    const res = await fetch(`${MOCK_ORIGIN}/__mock/reset`, { method: 'POST', body: '{oops' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'malformed JSON body' });
  });
});
