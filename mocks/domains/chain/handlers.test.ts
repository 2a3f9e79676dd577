import { assetsEndpoints } from '@contracts/assets';
import { blindBoxesEndpoints } from '@contracts/blind-boxes';
import { chainEndpoints } from '@contracts/chain';
import { ERC1155_ABI } from '@contracts/chain-abi';
import { chainTransferEndpoints } from '@contracts/chain-transfer';
import type { DataOf } from '@contracts/core/endpoint';
import { deliveriesEndpoints } from '@contracts/deliveries';
import { Interface, Wallet } from 'ethers';
import { describe, expect, it } from 'vitest';
import { type PersonaKey, persona } from '../../core/personas';
import { callEndpoint, MOCK_ORIGIN } from '../../node';
import { setupMockServer, tokenFor } from '../../testing';
import { DEFAULT_CONTRACT, INSIDE_ADDRESSES } from '../goods/table';
import { encodeExpressDetail } from '../orders/rules/express-detail';

setupMockServer();

const erc1155 = new Interface(ERC1155_ABI);
type Items = DataOf<typeof assetsEndpoints.tokenPage>['data'];

/** Signs a real contract call with the persona's key and sends it through /__mock/chain/send. */
async function sendContractTx(who: PersonaKey, data: string): Promise<string> {
  const p = persona(who);
  const nonce = (await (await fetch(`${MOCK_ORIGIN}/__mock/chain/nonce?address=${p.address}&chainId=2999`)).json()) as {
    nonce: number;
  };
  const raw = await new Wallet(p.privateKey).signTransaction({
    type: 2,
    chainId: 2999,
    to: DEFAULT_CONTRACT.address,
    data,
    nonce: nonce.nonce,
    gasLimit: 300_000n,
    maxFeePerGas: 1_000_000_000n,
    maxPriorityFeePerGas: 1_000_000_000n,
  });
  const res = await fetch(`${MOCK_ORIGIN}/__mock/chain/send`, { method: 'POST', body: JSON.stringify({ raw }) });
  return ((await res.json()) as { hash: string }).hash;
}

async function holdings(token: string): Promise<Items> {
  return ((await callEndpoint(assetsEndpoints.tokenPage, { size: 200 }, { token })).body.data as { data: Items }).data;
}

const submitHash = (txHash: string, respType?: number) =>
  callEndpoint(chainEndpoints.txHash, { ctId: 1, txHash, ...(respType ? { respType } : {}) });

describe('chain.contractList', () => {
  it('lists the default ERC-1155 contract', async () => {
    const r = await callEndpoint(chainEndpoints.contractList, {});
    expect(r.body.data).toEqual([DEFAULT_CONTRACT]);
  });
});

describe('blind-box opening through the mock chain', () => {
  it('burns the box, grants a prize, answers its meta with the box token id, and writes the open record', async () => {
    const token = await tokenFor('normal');
    const box = (await holdings(token)).find((t) => t.blindBoxType === 1 && t.freezeType === 0);
    if (!box) throw new Error('normal holds no blind box');
    const recordsBefore = (await callEndpoint(blindBoxesEndpoints.openRecordPage, { goodsId: box.goodsId })).body
      .data as { totalSize: number };
    const hash = await sendContractTx('normal', erc1155.encodeFunctionData('openBlindBoxNFT', [box.tokenId]));
    const r = await submitHash(hash, 1);
    expect(r.body.code).toBe(0);
    const meta = r.body.data as DataOf<typeof chainEndpoints.txHash>;
    expect(meta?.tokenId).toBe(box.tokenId);
    expect(meta?.name.endsWith(` #${box.tokenId % 100_000_000}`)).toBe(true);
    expect(meta?.blindBoxType).toBe(0);
    const after = await holdings(token);
    expect(after.some((t) => t.tokenId === box.tokenId)).toBe(false);
    const prize = after.find((t) => t.goodsId === box.goodsId && t.blindBoxType === 0 && meta?.name.startsWith(t.name));
    expect(prize).toBeDefined();
    const records = (await callEndpoint(blindBoxesEndpoints.openRecordPage, { goodsId: box.goodsId })).body.data as {
      totalSize: number;
      data: Array<{ goodsName: string }>;
    };
    expect(records.totalSize).toBe(recordsBefore.totalSize + 1);
    expect(meta?.name.startsWith(records.data[0]?.goodsName ?? '?')).toBe(true);
    // The circulation of the box shows the burn.
    const circ = await callEndpoint(chainTransferEndpoints.page, { goodsId: box.goodsId, token: String(box.tokenId) });
    expect((circ.body.data as { data: Array<{ recordType: number; toType: number }> }).data[0]).toMatchObject({
      recordType: 5,
      toType: 2,
    });
    // Re-submitting the hash is harmless and answers the same prize.
    expect((await submitHash(hash, 1)).body.data).toEqual(meta);
    expect((await holdings(token)).length).toBe(after.length);
  });

  it('refuses to open a box the sender does not own, with the real text', async () => {
    const token = await tokenFor('normal');
    const box = (await holdings(token)).find((t) => t.blindBoxType === 1);
    const hash = await sendContractTx('newbie', erc1155.encodeFunctionData('openBlindBoxNFT', [box?.tokenId ?? 1]));
    const r = await callEndpoint(chainEndpoints.txHash, { ctId: 1, txHash: hash, respType: 1 }, { lang: 'zh' });
    expect(r.body.code).toBe(1);
    expect(r.body.message).toContain('开启盲盒失败');
    expect((await holdings(token)).some((t) => t.tokenId === box?.tokenId)).toBe(true);
  });

  it('answers an unknown hash with an empty receipt error (B2) and refuses an unknown contract', async () => {
    expect((await submitHash(`0x${'12'.repeat(32)}`)).body.message).toBe(
      'Invalid parameter: . Please check your input',
    );
    const r = await callEndpoint(chainEndpoints.txHash, { ctId: 9, txHash: `0x${'12'.repeat(32)}` });
    expect(r.body.code).toBe(1);
  });
});

describe('delivery withdrawal through expressNFT', () => {
  it('turns an AES-encoded ship-to and owned physical tokens into a waiting delivery order', async () => {
    const token = await tokenFor('normal');
    const tea = (await holdings(token)).filter((t) => t.expressType === 1 && t.freezeType === 0).slice(0, 1);
    expect(tea).toHaveLength(1);
    const detail = await encodeExpressDetail({
      name: '张伟',
      phone: '13812345678',
      detail: '广东省 深圳市 南山区 科技园',
      note: '',
    });
    const hash = await sendContractTx(
      'normal',
      erc1155.encodeFunctionData('expressNFT', [tea.map((t) => t.tokenId), detail]),
    );
    expect((await submitHash(hash)).body).toEqual({ code: 0, message: 'Success' });
    const page = (await callEndpoint(deliveriesEndpoints.page, { vague: hash }, { token })).body.data as DataOf<
      typeof deliveriesEndpoints.page
    >;
    expect(page.data).toHaveLength(1);
    expect(page.data[0]?.express).toMatchObject({ status: 0, name: '张伟', tokenIds: [tea[0]?.tokenId], txHash: hash });
    expect((await holdings(token)).some((t) => t.tokenId === tea[0]?.tokenId)).toBe(false);
    await submitHash(hash);
    expect(
      ((await callEndpoint(deliveriesEndpoints.page, { vague: hash }, { token })).body.data as { totalSize: number })
        .totalSize,
    ).toBe(1);
  });

  it('refuses token-only and frozen tokens and plain-text detail that is not JSON', async () => {
    const token = await tokenFor('normal');
    const all = await holdings(token);
    const digital = all.find((t) => t.expressType === 0);
    const frozen = all.find((t) => t.freezeType !== 0);
    const shippable = all.find((t) => t.expressType === 1 && t.freezeType === 0);
    const plain = JSON.stringify({ name: '张伟', phone: '13812345678', detail: '某地', note: '' });
    for (const [ids, detail] of [
      [[digital?.tokenId], plain],
      [[frozen?.tokenId], plain],
      [[shippable?.tokenId], 'not json'],
    ] as const) {
      const hash = await sendContractTx('normal', erc1155.encodeFunctionData('expressNFT', [ids, detail]));
      expect((await submitHash(hash)).body.code).toBe(1);
    }
    const ok = await sendContractTx('normal', erc1155.encodeFunctionData('expressNFT', [[shippable?.tokenId], plain]));
    expect((await submitHash(ok)).body.code).toBe(0);
  });
});

describe('token transfers', () => {
  it('records a return to the merchant inside wallet as a refund move', async () => {
    const token = await tokenFor('normal');
    const t = (await holdings(token)).find((x) => x.freezeType === 0 && x.blindBoxType === 0) as Items[number];
    const from = persona('normal').address;
    const hash = await sendContractTx(
      'normal',
      erc1155.encodeFunctionData('safeTransferFrom', [from, INSIDE_ADDRESSES.merchant, t.tokenId, 1, '0x']),
    );
    expect((await submitHash(hash)).body.code).toBe(0);
    expect((await holdings(token)).some((x) => x.tokenId === t.tokenId)).toBe(false);
    const circ = await callEndpoint(chainTransferEndpoints.page, { token: String(t.tokenId) });
    expect((circ.body.data as { data: Array<{ recordType: number; chainHash: string }> }).data[0]).toMatchObject({
      recordType: 10,
      chainHash: hash,
    });
    const again = await sendContractTx(
      'normal',
      erc1155.encodeFunctionData('safeTransferFrom', [from, INSIDE_ADDRESSES.merchant, t.tokenId, 1, '0x']),
    );
    expect((await submitHash(again)).body.message).toContain('insufficient balance');
  });
});
