import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import type { PendingTx } from '@/platform/pending-tx/store';
import { TxProgress } from './TxProgress';

const HASH = `0x${'3f'.repeat(32)}`;

/** A tracked payment in a given phase (sent a few seconds ago, so the elapsed time shows). */
function entry(over: Partial<PendingTx>): PendingTx {
  return {
    id: 'pay:202601150000000001',
    action: 'pay',
    subject: '202601150000000001',
    chainId: 2999,
    hash: HASH,
    sentAt: Date.now() - 7000,
    params: { chainType: 0 },
    phase: 'chain',
    attempts: 0,
    ...over,
  };
}

const meta = preview.meta({
  title: 'components/tx/TxProgress',
  component: TxProgress,
  args: { onRetry: () => {}, onDismiss: () => {} },
});

/** The wallet is asking the shopper to confirm: no hash yet. */
export const Sending = meta.story({
  args: { sending: true },
  async play({ canvas }) {
    await expect(canvas.getByTestId('tx-phase')).toHaveAttribute('data-phase', 'sending');
    expect(canvas.queryByTestId('tx-hash')).toBeNull();
  },
});

/** Waiting for the block: elapsed seconds, the hash and the explorer link. */
export const WaitingForChain = meta.story({
  args: { entry: entry({ phase: 'chain' }) },
  async play({ canvas }) {
    await expect(canvas.getByTestId('tx-phase')).toHaveTextContent(/等待链上确认 · \d+ 秒/);
    expect(canvas.getByRole('link', { name: '在区块浏览器查看' })).toHaveAttribute(
      'href',
      `https://mainnet.bityuan.com/tx/${HASH}`,
    );
  },
});

/** Mined; the shop is checking it (third check). */
export const ConfirmingWithShop = meta.story({
  args: { entry: entry({ phase: 'shop', attempts: 3 }) },
  async play({ canvas }) {
    await expect(canvas.getByTestId('tx-phase')).toHaveTextContent('第 3 次查询');
  },
});

export const Done = meta.story({
  args: { entry: entry({ phase: 'done' }) },
  async play({ canvas }) {
    await expect(canvas.getByTestId('tx-phase')).toHaveTextContent('已完成');
  },
});

/** Reverted on the chain: said as such, nothing went to the shop; no "check again" (nothing will change). */
export const Reverted = meta.story({
  args: { entry: entry({ phase: 'failed', failure: 'reverted' }) },
  async play({ canvas }) {
    await expect(canvas.getByRole('alert')).toHaveTextContent('链上执行失败：交易已被回滚，未向商城提交');
    expect(canvas.queryByRole('button', { name: '再次查询' })).toBeNull();
  },
});

/** The chain's RPC does not answer: still checking, never a refusal. */
export const ChainUnreachable = meta.story({
  args: { entry: entry({ phase: 'chain', note: 'chainUnreachable' }) },
  async play({ canvas }) {
    await expect(canvas.getByTestId('tx-note')).toHaveTextContent('暂时无法连接区块链节点，仍在查询');
    expect(canvas.queryByRole('alert')).toBeNull();
  },
});

/** Mined, but the shop's node has not caught up: submitted again by itself for up to two minutes. */
export const ShopLagging = meta.story({
  args: { entry: entry({ phase: 'shop', attempts: 4, note: 'shopLagging' }) },
  async play({ canvas }) {
    await expect(canvas.getByTestId('tx-note')).toHaveTextContent('商城节点尚未同步');
    expect(canvas.getByTestId('tx-phase')).toHaveTextContent('第 4 次查询');
  },
});

/** No receipt within the receipt limit: kept, may still go through; check again or copy the hash. */
export const NotMined = meta.story({
  args: { entry: entry({ phase: 'failed', failure: 'notMined', error: 'chain RPC timed out' }) },
  async play({ canvas }) {
    await expect(canvas.getByRole('alert')).toHaveTextContent('交易尚未被打包进区块');
    expect(canvas.getByRole('button', { name: '再次查询' })).toBeVisible();
    expect(canvas.getByRole('button', { name: '复制哈希' })).toBeVisible();
  },
});

/** The account is frozen (303): the entry stops with that reason, the hash kept for support. */
export const Frozen = meta.story({
  args: { entry: entry({ phase: 'failed', failure: 'frozen', error: '=您的账号已被冻结，请联系客服处理' }) },
  async play({ canvas }) {
    await expect(canvas.getByRole('alert')).toHaveTextContent('账号已被冻结，商城未受理该交易');
    expect(canvas.getByRole('button', { name: '复制哈希' })).toBeVisible();
    expect(canvas.getByTestId('tx-hash')).toHaveAttribute('title', HASH);
  },
});

/** Proven dropped (its nonce used by another tx): nothing charged, the only failure besides a revert that may be dismissed. */
export const Dropped = meta.story({
  args: { entry: entry({ phase: 'failed', failure: 'dropped', from: `0x${'ab'.repeat(20)}`, nonce: 7 }) },
  async play({ canvas }) {
    await expect(canvas.getByRole('alert')).toHaveTextContent('未扣款，可以重新发送');
    expect(canvas.getByRole('button', { name: '知道了' })).toBeVisible();
  },
});

/** The chain's node has not heard of the tx: still looking, with the hash to copy; never "send again". */
export const NotSeenByTheNode = meta.story({
  args: { entry: entry({ phase: 'chain', note: 'chainUnseen' }) },
  async play({ canvas }) {
    await expect(canvas.getByTestId('tx-note')).toHaveTextContent('区块链节点暂未查到这笔交易');
    expect(canvas.getByTestId('tx-note')).toHaveTextContent('请勿重复发送');
    expect(canvas.getByRole('button', { name: '复制哈希' })).toBeVisible();
    expect(canvas.getByRole('link', { name: '在区块浏览器查看' })).toBeVisible();
    expect(canvas.queryByRole('alert')).toBeNull();
  },
});

/** Logged out (or the session expired) before the shop took the hash: said, and resumed after a login. */
export const SignedOut = meta.story({
  args: { entry: entry({ phase: 'shop', attempts: 2, note: 'signedOut', receiptAt: Date.now() - 5000 }) },
  async play({ canvas }) {
    await expect(canvas.getByTestId('tx-note')).toHaveTextContent('登录后将自动向商城提交这笔交易');
  },
});

/**
 * Paid on chain, the mall could not record it (the order expired during the wait, or a price move left it
 * short): calm, with the order, the amount sent and the contact page; never the backend's own words.
 */
export const PaidButNotRecorded = meta.story({
  args: {
    entry: entry({
      phase: 'failed',
      failure: 'unrecorded',
      error: '请求过于频繁，请稍后再试',
      params: { chainType: 0, amount: '8.4508', coin: 'BTY' },
      receiptAt: Date.now() - 60_000,
    }),
  },
  async play({ canvas }) {
    await expect(canvas.getByRole('alert')).toHaveTextContent('已在链上支付，但商城暂未记录这笔支付');
    const facts = canvas.getByTestId('tx-unrecorded');
    expect(facts).toHaveTextContent('订单号：202601150000000001');
    expect(facts).toHaveTextContent('支付数量：8.4508 BTY');
    expect(canvas.getByRole('link', { name: '联系客服' })).toHaveAttribute('href', '/contact');
    expect(canvas.queryByText(/请求过于频繁/)).toBeNull();
    expect(canvas.getByRole('button', { name: '再次查询' })).toBeVisible();
    expect(canvas.queryByRole('button', { name: '知道了' })).toBeNull();
  },
});

/** Mined, but the shop did not confirm within its lag window: the hash stays; check again or copy it. */
export const TimedOut = meta.story({
  args: { entry: entry({ phase: 'failed', failure: 'timeout', error: '无效的交易哈希' }) },
  async play({ canvas }) {
    await expect(canvas.getByRole('button', { name: '再次查询' })).toBeVisible();
    expect(canvas.getByRole('button', { name: '复制哈希' })).toBeVisible();
    expect(canvas.getByRole('alert')).toHaveTextContent('交易已上链，但商城暂未确认');
    expect(canvas.getByTestId('tx-hash')).toHaveAttribute('title', HASH);
    // It may still be recorded: no dismissing the shopper's proof.
    expect(canvas.queryByRole('button', { name: '知道了' })).toBeNull();
  },
});

export const AlreadyUsed = meta.story({
  args: { entry: entry({ phase: 'failed', failure: 'hashUsed' }) },
  async play({ canvas }) {
    await expect(canvas.getByRole('alert')).toHaveTextContent('不要重复支付');
  },
});

export const Refused = meta.story({
  args: { entry: entry({ phase: 'failed', failure: 'refused', error: '订单已超时，无法支付' }) },
  async play({ canvas }) {
    await expect(canvas.getByRole('alert')).toHaveTextContent('商城拒绝了该交易：订单已超时，无法支付');
  },
});

/** A BSC transaction links to BscScan. */
export const OnBsc = meta.story({
  args: { entry: entry({ chainId: 56, phase: 'shop', attempts: 1 }) },
  async play({ canvas }) {
    await expect(canvas.getByRole('link', { name: '在区块浏览器查看' })).toHaveAttribute(
      'href',
      `https://bscscan.com/tx/${HASH}`,
    );
  },
});
