import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { clearAccountFrozen, noteAccountFrozen } from '@/lib/account-frozen';
import { AccountFrozenGate } from './AccountFrozenGate';

/**
 * A frozen shopper's token gets 303 on every request (docs/backend/corrections.md#b4-frozen): the layout shows this
 * screen once, the token already removed. Each story notes the frozen state before rendering and clears it afterwards.
 */
const meta = {
  title: 'app/AccountFrozen',
  component: AccountFrozenGate,
  beforeEach: () => {
    noteAccountFrozen();
    return () => clearAccountFrozen();
  },
} satisfies Meta<typeof AccountFrozenGate>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Why, contact support, log out (zh). */
export const Frozen: Story = {
  async play({ canvas }) {
    const dialog = await canvas.findByRole('alertdialog', { name: '账号已冻结' });
    await expect(dialog).toBeVisible();
    await expect(canvas.getByRole('button', { name: '联系客服' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: '退出登录' })).toBeEnabled();
  },
};

/** The same screen in English. */
export const FrozenEnglish: Story = {
  globals: { locale: 'en' },
  async play({ canvas }) {
    await expect(await canvas.findByRole('alertdialog', { name: 'Account frozen' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Contact support' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Log out' })).toBeEnabled();
  },
};

/** Not frozen: the gate renders nothing (the state every other screen is in). */
export const NotFrozen: Story = {
  beforeEach: () => clearAccountFrozen(),
  async play({ canvas }) {
    await expect(canvas.queryByRole('alertdialog')).toBeNull();
  },
};
