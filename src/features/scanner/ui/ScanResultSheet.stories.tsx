import { expect, fn, userEvent, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { ScanResultSheet } from './ScanResultSheet';

const page = () => within(document.body);
const ADDR = '0x8ba1f109551bD432803012645Ac136ddd64DBA72';

const meta = preview.meta({
  title: 'features/scanner/ScanResultSheet',
  component: ScanResultSheet,
  args: { onClose: fn(), onPickPicture: fn(), onCopy: fn(), state: null },
});

/** Plain text (or a foreign link): shown, copyable, never opened. */
export const Text = meta.story({
  args: { state: { kind: 'result', action: { kind: 'text', text: 'https://elsewhere.example/promo?id=1' } } },
  async play({ args }) {
    await expect(await page().findByTestId('scan-text')).toHaveTextContent('https://elsewhere.example/promo?id=1');
    expect(page().queryByRole('link')).toBeNull();
    await userEvent.click(page().getByRole('button', { name: '复制' }));
    expect(args.onCopy).toHaveBeenCalledWith('https://elsewhere.example/promo?id=1');
    await userEvent.click(page().getByRole('button', { name: '关闭' }));
    expect(args.onClose).toHaveBeenCalled();
  },
});

/** An invite whose inviter address is malformed: accepted, then said to be unusable (not silently dropped). */
export const UnusableInvite = meta.story({
  args: {
    state: { kind: 'result', action: { kind: 'unusable', text: 'invitor_address=0x123', reason: 'invite' } },
  },
  async play({ args }) {
    await expect(await page().findByTestId('scan-unusable')).toHaveTextContent(
      '这是邀请码，但其中的邀请人地址无效。本应用无法使用，内容如下。',
    );
    await expect(page().getByTestId('scan-text')).toHaveTextContent('invitor_address=0x123');
    await userEvent.click(page().getByRole('button', { name: '复制' }));
    expect(args.onCopy).toHaveBeenCalledWith('invitor_address=0x123');
  },
});

/** Control characters are drawn visibly (as control pictures) and the sheet says the app cannot use the text. */
export const UnusableUnprintable = meta.story({
  args: {
    state: { kind: 'result', action: { kind: 'unusable', text: 'ab\u0000\u0007cd', reason: 'unprintable' } },
  },
  async play() {
    await expect(await page().findByTestId('scan-unusable')).toHaveTextContent('控制字符');
    await expect(page().getByTestId('scan-text')).toHaveTextContent('ab\u2400\u2407cd');
  },
});

/** A link to one of this app's pages that the scanner does not open. */
export const UnusableAppPage = meta.story({
  args: {
    state: {
      kind: 'result',
      action: { kind: 'unusable', text: 'https://mall.example/orders', reason: 'appPage' },
    },
  },
  async play() {
    await expect(await page().findByTestId('scan-unusable')).toHaveTextContent(
      '这是本应用的链接，但扫码不会打开该页面。',
    );
    expect(page().queryByRole('link')).toBeNull();
  },
});

export const Invite = meta.story({
  args: { state: { kind: 'result', action: { kind: 'invite', invite: { address: ADDR, tokenId: '12' } } } },
  async play() {
    await expect(await page().findByRole('status')).toHaveTextContent('已记录邀请人');
    await expect(page().getByText(ADDR)).toBeVisible();
    await expect(page().getByText('12')).toBeVisible();
  },
});

export const CameraRefused = meta.story({
  args: { state: { kind: 'error', error: new DOMException('denied', 'NotAllowedError') } },
  async play({ args }) {
    await expect(await page().findByRole('alert')).toHaveTextContent('无法使用摄像头：权限被拒绝');
    await userEvent.click(page().getByRole('button', { name: '从相册选择图片' }));
    expect(args.onPickPicture).toHaveBeenCalled();
  },
});

export const NoCodeInPicture = meta.story({
  args: { state: { kind: 'error', error: null, message: '图片中未识别到二维码' } },
  async play() {
    await expect(await page().findByRole('alert')).toHaveTextContent('图片中未识别到二维码');
  },
});

export const Closed = meta.story({
  async play() {
    expect(page().queryByTestId('scan-result')).toBeNull();
  },
});
