import { expect, fn } from 'storybook/test';
import preview from '#.storybook/preview';
import { PlainButton } from './PlainButton';

/** antd-mobile's Button look in a plain <button>: first screens show it before antd-mobile loads. */
const meta = preview.meta({
  title: 'components/PlainButton',
  component: PlainButton,
  args: { children: '连接钱包登录', onClick: fn() },
});

export const Default = meta.story({
  async play({ canvas, args, userEvent }) {
    const button = canvas.getByRole('button', { name: '连接钱包登录' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(args.onClick).toHaveBeenCalledTimes(1);
  },
});

/** The login screen's button: filled, the whole width, large. */
export const DangerBlockLarge = meta.story({
  args: { color: 'danger', block: true, size: 'large' },
  async play({ canvas, canvasElement }) {
    const button = canvas.getByRole('button', { name: '连接钱包登录' });
    expect(button.getBoundingClientRect().width).toBe(canvasElement.getBoundingClientRect().width);
    // White words on the theme's red (--adm-color-danger), as antd-mobile's filled button.
    expect(getComputedStyle(button).color).toBe('rgb(255, 255, 255)');
    expect(getComputedStyle(button).backgroundColor).not.toBe('rgb(255, 255, 255)');
  },
});

export const Primary = meta.story({
  args: { color: 'primary', block: true },
  async play({ canvas }) {
    expect(getComputedStyle(canvas.getByRole('button')).color).toBe('rgb(255, 255, 255)');
  },
});

/** Busy: the dots and words (still the button's name), and a tap does nothing. */
export const Loading = meta.story({
  args: { color: 'danger', block: true, size: 'large', loading: true, loadingText: '请在钱包中确认签名…' },
  async play({ canvas, args, userEvent }) {
    const button = canvas.getByRole('button', { name: '请在钱包中确认签名…' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(args.onClick).not.toHaveBeenCalled();
  },
});

/** Loading without loadingText keeps the children's words. */
export const LoadingKeepsItsWords = meta.story({
  args: { loading: true },
  async play({ canvas }) {
    await expect(canvas.getByRole('button', { name: '连接钱包登录' })).toBeDisabled();
  },
});

export const Disabled = meta.story({
  args: { disabled: true },
  async play({ canvas }) {
    const button = canvas.getByRole('button', { name: '连接钱包登录' });
    expect(button).toBeDisabled();
    expect(button).not.toHaveAttribute('aria-busy');
  },
});

/** The keyboard's focus shows as a ring in the theme colour (antd-mobile's own button shows none). */
export const FocusRing = meta.story({
  async play({ canvas, userEvent }) {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: '连接钱包登录' });
    expect(button).toHaveFocus();
    expect(getComputedStyle(button).outlineStyle).toBe('solid');
    expect(getComputedStyle(button).outlineWidth).toBe('2px');
  },
});
