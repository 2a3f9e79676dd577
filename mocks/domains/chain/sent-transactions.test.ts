import { Transaction, Wallet } from 'ethers';
import { describe, expect, it } from 'vitest';
import { now } from '../../core/clock';
import { persona } from '../../core/personas';
import { setupMockServer } from '../../testing';
import { chainSettingsOf, configureChain, setChainSettings, takeNextOutcome } from './settings';
import { addTx, findTx, markUsed, mineNow, nonceOf, pendingTxs, recordRawTx, setTxOutcome, txStatus } from './table';

setupMockServer();

const wallet = new Wallet(persona('newbie').privateKey);
const sign = (nonce: number, chainId = 2999, to: string | null = persona('merchant').address, value = 1n) =>
  wallet.signTransaction({
    type: 2,
    chainId,
    nonce,
    to,
    value,
    gasLimit: 100_000n,
    maxFeePerGas: 2n,
    maxPriorityFeePerGas: 1n,
  });
const send = async (nonce: number, chainId = 2999) => recordRawTx(await sign(nonce, chainId), now());

describe('decoding sent transactions', () => {
  it('names the decoder’s reason without its details', async () => {
    await expect(recordRawTx('0xdeadbeef', 0)).rejects.toThrow(
      /^cannot decode raw transaction: data short segment too short$/,
    );
  });

  it('refuses an unsigned transaction with a plain message', async () => {
    const unsigned = Transaction.from({
      type: 2,
      chainId: 2999,
      nonce: 0,
      to: persona('merchant').address,
    }).unsignedSerialized;
    await expect(recordRawTx(unsigned, 0)).rejects.toThrow(/^transaction is not signed$/);
  });

  it('keeps an empty recipient for a contract creation', async () => {
    const tx = await recordRawTx(await sign(0, 2999, null), 1);
    expect(tx.to).toBe('');
  });

  it('starts an unknown chain at block 1,000,001 and numbers each chain on its own', async () => {
    const a = await send(0, 7);
    const b = await send(1, 7);
    expect([a.blockNumber, b.blockNumber]).toEqual([1_000_001, 1_000_002]);
    const bsc = await send(0, 56);
    expect(bsc.blockNumber).toBeGreaterThan(38_000_000);
    expect((await send(1, 56)).blockNumber).toBe(bsc.blockNumber + 1);
  });

  it('stores seeded txs under a lower-cased hash', async () => {
    const hash = `0x${'AB'.repeat(32)}`;
    const seeded = { chainId: 2999, from: '0x1', to: '0x2', value: '0', data: '0x', nonce: 0, blockNumber: 1 };
    const tx = await addTx({ ...seeded, hash, blockHash: hash, time: 0, usedBy: '', raw: '' });
    expect(tx.hash).toBe(hash.toLowerCase());
  });
});

describe('consuming a tx', () => {
  it('marks only the named tx used', async () => {
    const a = await send(0);
    const b = await send(1);
    expect(await markUsed(a.hash, 'order:1')).toBe(true);
    expect(findTx(b.hash)?.usedBy).toBe('');
    expect(await markUsed(b.hash, 'order:2')).toBe(true);
  });
});

describe('block time and outcomes', () => {
  it('is pending until the block time has passed, exactly at dueAt it is what its outcome says', async () => {
    await setChainSettings({ blockTimeMs: 3000 });
    const tx = await send(0);
    expect(tx.dueAt).toBe(tx.time + 3000);
    expect(txStatus(tx, tx.dueAt - 1)).toBe('pending');
    expect(txStatus(tx, tx.dueAt)).toBe('mined');
    expect(pendingTxs().map((t) => t.hash)).toEqual([tx.hash]);
    expect(pendingTxs(tx.dueAt)).toEqual([]);
  });

  it('takes forced outcomes in order, with the default revert text unless one is given, then mines', async () => {
    await setChainSettings({
      next: [{ outcome: 'reverted' }, { outcome: 'reverted', error: 'boom' }, { outcome: 'dropped' }],
    });
    const txs = [await send(0), await send(1), await send(2), await send(3)];
    expect(txs.map((t) => [t.outcome, t.error])).toEqual([
      ['reverted', 'execution reverted'],
      ['reverted', 'boom'],
      ['dropped', ''],
      ['mined', ''],
    ]);
    expect(chainSettingsOf().next).toEqual([]);
  });

  it('frees the nonce of a dropped tx', async () => {
    await setChainSettings({ next: [{ outcome: 'dropped' }] });
    await send(0);
    expect(nonceOf(wallet.address, 2999)).toBe(0);
    // The same nonce signed again (another amount): a new tx that takes the freed slot.
    await recordRawTx(await sign(0, 2999, persona('merchant').address, 2n), now());
    expect(nonceOf(wallet.address, 2999)).toBe(1);
  });

  it('mines every pending tx, or only the named one, and reports which', async () => {
    await setChainSettings({ blockTimeMs: 60_000 });
    const a = await send(0);
    const b = await send(1);
    expect(await mineNow(`0x${'1'.repeat(64)}`)).toEqual([]);
    expect(await mineNow(b.hash.toUpperCase().replace('0X', '0x'))).toEqual([b.hash]);
    expect(txStatus(findTx(b.hash) as never)).toBe('mined');
    expect(txStatus(findTx(a.hash) as never)).toBe('pending');
    expect(await mineNow()).toEqual([a.hash]);
    expect(await mineNow()).toEqual([]);
    expect(findTx(a.hash)?.dueAt).toBe(now());
  });

  it('does not report a tx due exactly now as newly mined', async () => {
    const tx = await send(0);
    expect(tx.dueAt).toBe(now());
    expect(await mineNow()).toEqual([]);
    expect(await mineNow(tx.hash)).toEqual([]);
  });

  it('changes the outcome of a pending tx only', async () => {
    await setChainSettings({ blockTimeMs: 60_000 });
    const tx = await send(0);
    const other = await send(1);
    expect(await setTxOutcome(tx.hash, 'reverted')).toBe(true);
    expect(findTx(tx.hash)).toMatchObject({ outcome: 'reverted', error: 'execution reverted' });
    expect(findTx(other.hash)).toMatchObject({ outcome: 'mined', error: '' });
    expect(await setTxOutcome(tx.hash, 'reverted', 'out of gas')).toBe(true);
    expect(findTx(tx.hash)?.error).toBe('out of gas');
    expect(await setTxOutcome(tx.hash, 'dropped', 'ignored')).toBe(true);
    expect(findTx(tx.hash)).toMatchObject({ outcome: 'dropped', error: '' });
    await mineNow(tx.hash);
    expect(await setTxOutcome(tx.hash, 'mined')).toBe(false);
    expect(findTx(tx.hash)?.outcome).toBe('dropped');
    expect(await setTxOutcome(`0x${'2'.repeat(64)}`, 'mined')).toBe(false);
  });
});

describe('chain settings', () => {
  it('merges a patch into the shop’s row, keeping what it does not name', async () => {
    const base = { id: 'chain', backendLagMs: 0, rpcBlindMs: 0 };
    expect(chainSettingsOf()).toEqual({ ...base, blockTimeMs: 0, next: [] });
    expect(await setChainSettings({ blockTimeMs: 500 })).toEqual({ ...base, blockTimeMs: 500, next: [] });
    const next = [{ outcome: 'dropped' as const }];
    expect(await setChainSettings({ next })).toEqual({ ...base, blockTimeMs: 500, next });
    expect(await setChainSettings({ backendLagMs: 7000 })).toEqual({
      ...base,
      backendLagMs: 7000,
      blockTimeMs: 500,
      next,
    });
    expect(await setChainSettings({ blockTimeMs: 0, backendLagMs: 0 })).toEqual({ ...base, blockTimeMs: 0, next });
    expect(await setChainSettings({ rpcBlindMs: 90_000 })).toMatchObject({ rpcBlindMs: 90_000, next });
    expect(await setChainSettings({ rpcBlindMs: 0 })).toEqual({ ...base, blockTimeMs: 0, next });
    expect(await takeNextOutcome()).toEqual({ outcome: 'dropped' });
    expect(await takeNextOutcome()).toEqual({ outcome: 'mined' });
    expect(chainSettingsOf().next).toEqual([]);
  });

  it('starts a shop without a settings row at the configured block time', () => {
    configureChain({ blockTimeMs: 1234 });
    configureChain({ backendLagMs: 4321 });
    try {
      expect(chainSettingsOf()).toEqual({
        id: 'chain',
        blockTimeMs: 1234,
        backendLagMs: 4321,
        rpcBlindMs: 0,
        next: [],
      });
    } finally {
      configureChain({ blockTimeMs: 0, backendLagMs: 0 });
    }
  });
});
