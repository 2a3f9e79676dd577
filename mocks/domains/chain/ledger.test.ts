import { type Signature, Transaction, Wallet } from 'ethers';
import { beforeEach, describe, expect, it } from 'vitest';
import { persona } from '../../core/personas';
import { resetDb } from '../../seed';
import { findTx, LedgerError, markUsed, nonceOf, recordRawTx } from './table';

const wallet = new Wallet(persona('normal').privateKey);
const merchant = persona('merchant').address;
const sign = (nonce: number, chainId = 2999) =>
  wallet.signTransaction({
    type: 2,
    chainId,
    nonce,
    to: merchant,
    value: 10n ** 18n,
    data: '0xa9059cbb',
    gasLimit: 100_000n,
    maxFeePerGas: 2n,
    maxPriorityFeePerGas: 1n,
  });

beforeEach(() => resetDb());

describe('chain ledger', () => {
  it('decodes a signed raw tx and records who signed it', async () => {
    const raw = await sign(0);
    const tx = await recordRawTx(raw, 1234);
    expect(tx).toMatchObject({
      chainId: 2999,
      from: persona('normal').address,
      to: merchant,
      value: '1000000000000000000',
      data: '0xa9059cbb',
      nonce: 0,
      time: 1234,
      usedBy: '',
      raw,
    });
    expect(tx.hash).toBe(Transaction.from(raw).hash);
    expect(findTx(tx.hash.toUpperCase().replace('0X', '0x'))).toEqual(tx);
    expect(nonceOf(persona('normal').address, 2999)).toBe(1);
    expect(nonceOf(persona('normal').address, 56)).toBe(0);
  });
  it('gives blocks increasing heights per chain', async () => {
    const a = await recordRawTx(await sign(0), 1);
    const b = await recordRawTx(await sign(1), 2);
    expect(b.blockNumber).toBe(a.blockNumber + 1);
    expect(b.blockHash).not.toBe(a.blockHash);
  });
  it('is idempotent for the same raw tx', async () => {
    const raw = await sign(0);
    const a = await recordRawTx(raw, 1);
    const b = await recordRawTx(raw, 2);
    expect(b).toEqual(a);
  });
  it('rejects an unsigned tx, garbage and a broken signature', async () => {
    const unsigned = Transaction.from({
      type: 2,
      chainId: 2999,
      nonce: 0,
      to: merchant,
      value: 1n,
      gasLimit: 21000n,
      maxFeePerGas: 2n,
      maxPriorityFeePerGas: 1n,
    }).unsignedSerialized;
    await expect(recordRawTx(unsigned, 0)).rejects.toThrow(LedgerError);
    await expect(recordRawTx('0xdeadbeef', 0)).rejects.toThrow(/cannot decode/);
    const tx = Transaction.from(await sign(0));
    const sig = tx.signature as Signature;
    // s above the curve order: no key signed this; ethers refuses it as a signature.
    const forged = Transaction.from({
      ...tx.toJSON(),
      signature: { r: sig.r, s: `0x${'f'.repeat(64)}`, yParity: sig.yParity },
    });
    await expect(Promise.resolve().then(() => recordRawTx(forged.serialized, 0))).rejects.toThrow();
  });
  it('lets a tx be used once', async () => {
    const tx = await recordRawTx(await sign(0), 1);
    expect(await markUsed(tx.hash, 'order:1')).toBe(true);
    expect(await markUsed(tx.hash, 'order:2')).toBe(false);
    expect(findTx(tx.hash)?.usedBy).toBe('order:1');
    expect(await markUsed(`0x${'1'.repeat(64)}`, 'order:3')).toBe(false);
  });
});
