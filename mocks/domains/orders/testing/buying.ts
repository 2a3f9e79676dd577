import { CONTRACT_CHAIN_ID, ERC20_ABI, ERC1155_ABI, USDT_CHAIN_ID } from '@contracts/chain-abi';
import type { DataOf } from '@contracts/core/endpoint';
import { goodsEndpoints } from '@contracts/goods';
import { ordersEndpoints } from '@contracts/orders';
import { paymentsEndpoints, USDT_BSC_ADDRESS } from '@contracts/payments';
import { Interface, parseUnits, Wallet } from 'ethers';
import { now } from '../../../core/clock';
import { type PersonaKey, persona } from '../../../core/personas';
import { callEndpoint } from '../../../node';
import { nonceOf, recordRawTx } from '../../chain/table';
import { skus, spus } from '../../goods/table';

/** Test helpers for the buying path: find seeded goods, place orders, sign real transfers. */
export function skuOf(goodsName: string, pick = 0) {
  const spu = spus.findFirst((q) => q.where({ name: goodsName }));
  if (!spu) throw new Error(`no goods ${goodsName}`);
  const list = skus.findMany((q) => q.where({ goodsId: spu.goodsId }));
  const sku = (spu.type === 1 ? list.filter((k) => k.blindBoxType === 1) : list)[pick];
  if (!sku) throw new Error(`no sku ${pick} of ${goodsName}`);
  return { spu, sku };
}

export async function submit(token: string, skuId: string, num: number, extra: Record<string, unknown> = {}) {
  return callEndpoint(ordersEndpoints.submit, { skuId, num, expressType: 0, ...extra }, { token });
}

export async function detail(token: string, orderId: string) {
  const r = await callEndpoint(ordersEndpoints.detail, { orderId }, { token });
  return r.body.data as DataOf<typeof ordersEndpoints.detail>;
}

export async function goodsDetail(goodsId: string, token?: string) {
  const r = await callEndpoint(goodsEndpoints.detail, { goodsId }, token ? { token } : {});
  return r.body.data as DataOf<typeof goodsEndpoints.detail>;
}

export async function quotes(token: string, orderId: string) {
  const r = await callEndpoint(paymentsEndpoints.payType, { orderId }, { token });
  return r.body.data as DataOf<typeof paymentsEndpoints.payType>;
}

/** Signs a real tx with the persona's key and puts it on the mock chain; returns the hash. */
export async function sendTx(who: PersonaKey, tx: { chainId: number; to: string; value?: bigint; data?: string }) {
  const p = persona(who);
  const wallet = new Wallet(p.privateKey);
  const raw = await wallet.signTransaction({
    type: 2,
    chainId: tx.chainId,
    to: tx.to,
    value: tx.value ?? 0n,
    data: tx.data ?? '0x',
    nonce: nonceOf(p.address, tx.chainId),
    gasLimit: 100_000n,
    maxFeePerGas: 1_000_000_000n,
    maxPriorityFeePerGas: 1_000_000_000n,
  });
  return (await recordRawTx(raw, now())).hash;
}

export function payBty(who: PersonaKey, payTo: string, amount: string) {
  return sendTx(who, { chainId: CONTRACT_CHAIN_ID, to: payTo, value: parseUnits(amount, 18) });
}

export function payUsdt(who: PersonaKey, payTo: string, amount: string) {
  const data = new Interface(ERC20_ABI).encodeFunctionData('transfer', [payTo, parseUnits(amount, 18)]);
  return sendTx(who, { chainId: USDT_CHAIN_ID, to: USDT_BSC_ADDRESS, data });
}

export function returnTokens(who: PersonaKey, contract: string, to: string, ids: number[]) {
  const from = persona(who).address;
  const data = new Interface(ERC1155_ABI).encodeFunctionData('safeBatchTransferFrom', [
    from,
    to,
    ids,
    ids.map(() => 1),
    '0x',
  ]);
  return sendTx(who, { chainId: CONTRACT_CHAIN_ID, to: contract, data });
}
