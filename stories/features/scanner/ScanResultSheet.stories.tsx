import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ScanResultSheet } from '../../../src/features/scanner/ScanResultSheet';

const page = () => within(document.body);
const ADDR = '0x8ba1f109551bD432803012645Ac136ddd64DBA72';

const meta = {
  title: 'features/scanner/ScanResultSheet',
  component: ScanResultSheet,
  args: { onClose: fn(), onPickPicture: fn(), onCopy: fn(), state: null },
} satisfies Meta<typeof ScanResultSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Plain text (or a foreign link): shown, copyable, never opened. */
export const Text: Story = {
  args: { state: { kind: 'result', action: { kind: 'text', text: 'https://elsewhere.example/promo?id=1' } } },
  async play({ args }) {
    await expect(await page().findByTestId('scan-text')).toHaveTextContent('https://elsewhere.example/promo?id=1');
    expect(page().queryByRole('link')).toBeNull();
    await userEvent.click(page().getByRole('button', { name: '复制' }));
    expect(args.onCopy).toHaveBeenCalledWith('https://elsewhere.example/promo?id=1');
    await userEvent.click(page().getByRole('button', { name: '关闭' }));
    expect(args.onClose).toHaveBeenCalled();
  },
};

export const Invite: Story = {
  args: { state: { kind: 'result', action: { kind: 'invite', invite: { address: ADDR, tokenId: '12' } } } },
  async play() {
    await expect(await page().findByRole('status')).toHaveTextContent('已记录邀请人');
    await expect(page().getByText(ADDR)).toBeVisible();
    await expect(page().getByText('12')).toBeVisible();
  },
};

export const CameraRefused: Story = {
  args: { state: { kind: 'error', error: new DOMException('denied', 'NotAllowedError') } },
  async play({ args }) {
    await expect(await page().findByRole('alert')).toHaveTextContent('无法使用摄像头：权限被拒绝');
    await userEvent.click(page().getByRole('button', { name: '从相册选择图片' }));
    expect(args.onPickPicture).toHaveBeenCalled();
  },
};

export const NoCodeInPicture: Story = {
  args: { state: { kind: 'error', error: null, message: '图片中未识别到二维码' } },
  async play() {
    await expect(await page().findByRole('alert')).toHaveTextContent('图片中未识别到二维码');
  },
};

export const Closed: Story = {
  async play() {
    expect(page().queryByTestId('scan-result')).toBeNull();
  },
};
