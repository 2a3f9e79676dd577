import { demoToken, findOrder, nonceOf, now, persona, recordRawTx, skus, spus } from '@mocks/stories';
import { installFakeWallet } from '@stories/support/fake-wallet';
import { payOrderStory } from '@stories/support/pay-order';
import { tappable, unpaidOrder } from '@stories/support/shop';
import { parseUnits, Wallet } from 'ethers';
import { expect, userEvent } from 'storybook/test';
import preview from '#.storybook/preview';
import { clearPending, savePending } from '@/features/payments/lib/pending-payment';
import PayOrderPage from './PayOrderPage';

/**
 * The pay screen with a wallet: real signed transfers on the in-browser mock chain. (The tracker's transactions in
 * localStorage, which every story in this browser shares, are cleared by the preview's beforeEach.)
 */
const meta = preview.meta({
  title: 'features/payments/WalletPay',
  ...payOrderStory(PayOrderPage),
});

const opts = { timeout: 8000 };

/** BTY on chain 2999: the wallet sends, /pay verifies the hash, the order is paid. */
export const PaysWithBty = meta.story({
  beforeEach: installFakeWallet('normal'),
  async play({ canvas }) {
    const orderId = unpaidOrder().orderId;
    await userEvent.click(await tappable(await canvas.findByRole('button', { name: '使用钱包支付' }, opts)));
    await expect(await canvas.findByTestId('landed', {}, opts)).toHaveTextContent(`/pay-success/${orderId}`);
    const paid = findOrder(orderId);
    await expect(paid?.status).toBe(1);
    await expect(paid?.payChain).toBe(0);
  },
});

/** USDT on BSC (chain 56): an ERC-20 transfer to the merchant. */
export const PaysWithUsdtBsc = meta.story({
  beforeEach: installFakeWallet('normal'),
  async play({ canvas }) {
    const orderId = unpaidOrder().orderId;
    await userEvent.click(await canvas.findByText('USDT · BSC 链', {}, opts));
    await userEvent.click(await tappable(canvas.getByRole('button', { name: '使用钱包支付' })));
    await expect(await canvas.findByTestId('landed', {}, opts)).toHaveTextContent(`/pay-success/${orderId}`);
    await expect(findOrder(orderId)?.payChain).toBe(1);
  },
});

/** The user rejects in the wallet: nothing is paid and the button is ready again. */
export const WalletRejected = meta.story({
  beforeEach: installFakeWallet('normal', { reject: true }),
  async play({ canvas }) {
    const button = await canvas.findByRole('button', { name: '使用钱包支付' }, opts);
    await userEvent.click(await tappable(button));
    await expect(await canvas.findByRole('button', { name: '使用钱包支付' })).toBeEnabled();
    expect(canvas.queryByTestId('landed')).toBeNull();
    await expect(findOrder(unpaidOrder().orderId)?.status).toBe(0);
  },
});

/** A hash an older build remembered, which the chain has not seen yet: the tracker adopts it and keeps asking the shop. */
export const ResumedNotConfirmed = meta.story({
  beforeEach() {
    const orderId = unpaidOrder().orderId;
    savePending({ orderId, chainType: 0, txHash: `0x${'ab'.repeat(32)}`, sentAt: Date.now() });
    return () => clearPending(orderId);
  },
  async play({ canvas }) {
    const phase = await canvas.findByTestId('tx-phase', {}, opts);
    await expect(phase).toHaveAttribute('data-phase', 'shop');
    await expect(phase).toHaveTextContent(/商城确认中/);
    await expect(canvas.getByTestId('tx-hash')).toHaveAttribute('title', `0x${'ab'.repeat(32)}`);
    // No second transfer while this one is on its way.
    expect(canvas.queryByRole('button', { name: '使用钱包支付' })).toBeNull();
  },
});

/**
 * A transfer that would pay this order but already paid its twin (same goods, same merchant, same amount): the
 * backend verifies it, then refuses it as used (OrderService.pay). A transfer for another amount or merchant
 * would be "无效的交易哈希" instead (it is verified first).
 */
async function hashThatPaidATwinOf(orderId: string): Promise<string> {
  const order = findOrder(orderId);
  if (!order) throw new Error(`no order ${orderId}`);
  const headers = { authorization: await demoToken('normal'), 'content-type': 'application/json' };
  const call = async (path: string, body?: unknown) => {
    const init = body === undefined ? { headers } : { method: 'POST', headers, body: JSON.stringify(body) };
    return (await (await fetch(path, init)).json()) as { code: number; message: string; data?: unknown };
  };
  // The twin: an order of the same merchant whose amount covers this one's (a transfer that pays it pays this).
  const sameMerchant = new Set(
    spus
      .all()
      .filter((g) => g.merchantAddress === order.sellerAddress)
      .map((g) => g.goodsId),
  );
  let twin: string | undefined;
  for (const sku of skus.all().filter((k) => sameMerchant.has(k.goodsId) && Number(k.price) >= Number(order.amount))) {
    const made = await call('/api/v/order/info/submit', { skuId: sku.skuId, num: 1, expressType: 0 });
    if (made.code === 0 && typeof made.data === 'string') {
      twin = made.data;
      break;
    }
  }
  if (!twin) throw new Error('no goods of the same merchant to make a twin order of');
  const quotes = (await call(`/api/v/order/info/pay-type?orderId=${twin}`)).data as Array<{
    chainType: number;
    amount: string;
    payAddress: string;
  }>;
  const bty = quotes.find((q) => q.chainType === 0);
  if (!bty) throw new Error('no BTY quote');
  const buyer = persona('normal');
  const raw = await new Wallet(buyer.privateKey).signTransaction({
    type: 2,
    chainId: 2999,
    to: bty.payAddress,
    value: parseUnits(bty.amount, 18),
    nonce: nonceOf(buyer.address, 2999),
    gasLimit: 21_000n,
    maxFeePerGas: 2_000_000_000n,
    maxPriorityFeePerGas: 1_000_000_000n,
  });
  const { hash } = await recordRawTx(raw, now());
  const paid = await call('/api/v/order/info/pay', { orderId: twin, chainType: 0, txHash: hash });
  if (paid.code !== 0) throw new Error(`the twin was not paid: ${paid.message}`);
  return hash;
}

/** A remembered hash that already paid another order: refused, and the page says why. */
export const ResumedHashUsed = meta.story({
  async beforeEach() {
    const orderId = unpaidOrder().orderId;
    const used = await hashThatPaidATwinOf(orderId);
    await expect(findOrder(orderId)?.status).toBe(0);
    savePending({ orderId, chainType: 0, txHash: used, sentAt: Date.now() });
    return () => clearPending(orderId);
  },
  async play({ canvas }) {
    await expect(await canvas.findByRole('alert', {}, opts)).toHaveTextContent(
      '商城提示该交易已被其他操作使用。 请保留交易哈希并联系客服，不要重复支付。',
    );
    await expect(findOrder(unpaidOrder().orderId)?.status).toBe(0);
  },
});
