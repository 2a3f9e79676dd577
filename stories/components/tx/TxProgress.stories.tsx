import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TxProgress } from '../../../src/components/tx/TxProgress';
import type { PendingTx } from '../../../src/platform/pending-tx/store';

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

const meta = {
  title: 'components/tx/TxProgress',
  component: TxProgress,
  args: { onRetry: () => {}, onDismiss: () => {} },
} satisfies Meta<typeof TxProgress>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The wallet is asking the shopper to confirm: no hash yet. */
export const Sending: Story = {
  args: { sending: true },
  async play({ canvas }) {
    await expect(canvas.getByTestId('tx-phase')).toHaveAttribute('data-phase', 'sending');
    expect(canvas.queryByTestId('tx-hash')).toBeNull();
  },
};

/** Waiting for the block: elapsed seconds, the hash and the explorer link. */
export const WaitingForChain: Story = {
  args: { entry: entry({ phase: 'chain' }) },
  async play({ canvas }) {
    await expect(canvas.getByTestId('tx-phase')).toHaveTextContent(/等待链上确认 · \d+ 秒/);
    expect(canvas.getByRole('link', { name: '在区块浏览器查看' })).toHaveAttribute(
      'href',
      `https://mainnet.bityuan.com/tx/${HASH}`,
    );
  },
};

/** Mined; the shop is checking it (third check). */
export const ConfirmingWithShop: Story = {
  args: { entry: entry({ phase: 'shop', attempts: 3 }) },
  async play({ canvas }) {
    await expect(canvas.getByTestId('tx-phase')).toHaveTextContent('第 3 次查询');
  },
};

export const Done: Story = {
  args: { entry: entry({ phase: 'done' }) },
  async play({ canvas }) {
    await expect(canvas.getByTestId('tx-phase')).toHaveTextContent('已完成');
  },
};

/** Reverted: the chain's own error and what to do; no "check again" (nothing will change). */
export const Reverted: Story = {
  args: { entry: entry({ phase: 'failed', failure: 'reverted', error: 'execution reverted: insufficient balance' }) },
  async play({ canvas }) {
    await expect(canvas.getByRole('alert')).toHaveTextContent('链上执行失败：execution reverted: insufficient balance');
    expect(canvas.queryByRole('button', { name: '再次查询' })).toBeNull();
  },
};

export const Dropped: Story = {
  args: { entry: entry({ phase: 'failed', failure: 'dropped' }) },
  async play({ canvas }) {
    await expect(canvas.getByRole('alert')).toHaveTextContent('未扣款，可以重新发送');
  },
};

/** The shop did not confirm in time: the hash stays and the shopper can check again. */
export const TimedOut: Story = {
  args: { entry: entry({ phase: 'failed', failure: 'timeout' }) },
  async play({ canvas }) {
    await expect(canvas.getByRole('button', { name: '再次查询' })).toBeVisible();
    expect(canvas.getByTestId('tx-hash')).toHaveAttribute('title', HASH);
  },
};

export const AlreadyUsed: Story = {
  args: { entry: entry({ phase: 'failed', failure: 'hashUsed' }) },
  async play({ canvas }) {
    await expect(canvas.getByRole('alert')).toHaveTextContent('不要重复支付');
  },
};

export const Refused: Story = {
  args: { entry: entry({ phase: 'failed', failure: 'refused', error: '订单已超时，无法支付' }) },
  async play({ canvas }) {
    await expect(canvas.getByRole('alert')).toHaveTextContent('商城拒绝了该交易：订单已超时，无法支付');
  },
};

/** A BSC transaction links to BscScan. */
export const OnBsc: Story = {
  args: { entry: entry({ chainId: 56, phase: 'shop', attempts: 1 }) },
  async play({ canvas }) {
    await expect(canvas.getByRole('link', { name: '在区块浏览器查看' })).toHaveAttribute(
      'href',
      `https://bscscan.com/tx/${HASH}`,
    );
  },
};
