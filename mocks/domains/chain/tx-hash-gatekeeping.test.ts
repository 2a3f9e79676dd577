import { chainEndpoints } from '@contracts/chain';
import { describe, expect, it } from 'vitest';
import { advance } from '../../core/clock';
import { persona } from '../../core/personas';
import { callEndpoint } from '../../node';
import { setupMockServer } from '../../testing';
import { findHolding } from '../assets/table';
import { DEFAULT_CONTRACT, INSIDE_ADDRESSES } from '../goods/table';
import { sendTx } from '../orders/testing/buying';
import { setChainSettings } from './settings';
import { findTx, setTxOutcome } from './table';
import { erc1155, openBox, ownedBox, submitHash } from './testing/contract-calls';

setupMockServer();

const normal = persona('normal').address;

const stillHeld = (tokenId: number) => findHolding(normal, tokenId)?.num;

describe('chain.txHash gatekeeping', () => {
  it('refuses a contract id the shop does not know with the plain invalid-parameter text', async () => {
    const r = await callEndpoint(chainEndpoints.txHash, { ctId: 2, txHash: `0x${'12'.repeat(32)}` });
    expect(r.body).toEqual({ code: 1, message: 'Invalid parameter. Please check your input' });
  });

  it('answers a hash the chain never saw as the real one does: "参数错误：，请检查输入" (B2, an empty RPC error)', async () => {
    const r = await submitHash(`0x${'ab'.repeat(32)}`, 1, 'zh');
    expect(r.body).toEqual({ code: 1, message: '参数错误：，请检查输入' });
  });

  it('answers a reverted tx with its revert reason and a dropped one with an empty one, opening nothing', async () => {
    await setChainSettings({ blockTimeMs: 1000 });
    const box = await ownedBox();
    const reverted = await openBox(box.tokenId);
    const dropped = await openBox(box.tokenId);
    await setTxOutcome(reverted, 'reverted', 'execution reverted: paused');
    await setTxOutcome(dropped, 'dropped');
    advance(1000);
    // ChainController.txHash: AssertUtils.isTrue(status == SUCCESS, tr.getError()) → invalid_parameter_with_args.
    expect((await submitHash(reverted, 1)).body).toEqual({
      code: 1,
      message: 'Invalid parameter: execution reverted: paused. Please check your input',
    });
    expect((await submitHash(dropped, 1)).body).toEqual({
      code: 1,
      message: 'Invalid parameter: . Please check your input',
    });
    expect(stillHeld(box.tokenId)).toBe(1);
  });

  it('ignores a box-opening call sent on another chain or to another address', async () => {
    const box = await ownedBox();
    for (const hash of [
      await openBox(box.tokenId, { chainId: 56 }),
      await openBox(box.tokenId, { to: INSIDE_ADDRESSES.merchant }),
    ]) {
      expect((await submitHash(hash, 1)).body).toEqual({ code: 0, message: 'Success' });
    }
    expect(stillHeld(box.tokenId)).toBe(1);
  });

  it('answers success, indexing nothing, for a call the ERC-1155 interface does not know', async () => {
    // An unknown selector, and the box-opening selector with its argument cut short.
    for (const data of ['0x12345678', `${erc1155.getFunction('openBlindBoxNFT')?.selector}12`]) {
      const hash = await sendTx('normal', { chainId: 2999, to: DEFAULT_CONTRACT.address, data });
      expect((await submitHash(hash)).body).toEqual({ code: 0, message: 'Success' });
      expect(findTx(hash)?.usedBy).toBe('');
    }
  });
});
