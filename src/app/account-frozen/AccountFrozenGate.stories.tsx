import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { clearAccountFrozen, noteAccountFrozen } from '@/lib/account-frozen';
import { AccountFrozenGate } from './AccountFrozenGate';

/**
 * A frozen shopper's token gets 303 on every request (docs/backend/corrections.md#b4-frozen): the layout shows this
 * screen once, the token already removed. Each story notes the frozen state before rendering and clears it afterwards.
 */
const meta = preview.meta({
  title: 'app/AccountFrozen',
  component: AccountFrozenGate,
  beforeEach: () => {
    noteAccountFrozen();
    return () => clearAccountFrozen();
  },
});

/** Why, contact support, log out (zh). */
export const Frozen = meta.story({
  async play({ canvas }) {
    const dialog = await canvas.findByRole('alertdialog', { name: '账号已冻结' });
    await expect(dialog).toBeVisible();
    await expect(canvas.getByRole('button', { name: '联系客服' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: '退出登录' })).toBeEnabled();
  },
});

/** The same screen in English. */
export const FrozenEnglish = meta.story({
  globals: { locale: 'en' },
  async play({ canvas }) {
    await expect(await canvas.findByRole('alertdialog', { name: 'Account frozen' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Contact support' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Log out' })).toBeEnabled();
  },
});

/** Not frozen: the gate renders nothing (the state every other screen is in). */
export const NotFrozen = meta.story({
  beforeEach: () => clearAccountFrozen(),
  async play({ canvas }) {
    await expect(canvas.queryByRole('alertdialog')).toBeNull();
  },
});
