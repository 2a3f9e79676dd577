import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { createDecoder, DecoderUnavailableError } from '../decode/client';
import { fakeCamera, pendingCamera, refusedCamera } from '../testing/fake-camera';
import { QrScanner, type QrScannerProps } from './QrScanner';

const TEXT = 'https://mall.example/goods/2026112200000142';
const page = () => within(document.body);

/** The parent owns `visible` (the spec's update:visible), as a screen would. */
function Controlled(props: QrScannerProps) {
  const [visible, setVisible] = useState(props.visible);
  return (
    <QrScanner
      {...props}
      visible={visible}
      onVisibleChange={(v) => {
        props.onVisibleChange?.(v);
        setVisible(v);
      }}
    />
  );
}

const meta = preview.meta({
  title: 'features/scanner/QrScanner',
  component: QrScanner,
  render: (args) => <Controlled {...args} />,
  args: { visible: true, onScanned: fn(), onError: fn(), onVisibleChange: fn(), openCamera: fakeCamera(TEXT) },
});

/** A camera showing a QR code: decoded in the worker, accepted after 4 identical reads. */
export const ReadsACode = meta.story({
  async play({ args }) {
    await expect(await page().findByRole('dialog', { name: '扫一扫' })).toBeVisible();
    // Generous: a cold dev server compiles the worker and its decoder chunk on the first story.
    await waitFor(() => expect(args.onScanned).toHaveBeenCalledWith(TEXT), { timeout: 25_000 });
    // Chromium on Linux has no BarcodeDetector: the ZXing WebAssembly decoder is the one chosen.
    expect(page().getByRole('dialog')).toHaveAttribute('data-engine', 'zxing');
    expect(args.onScanned).toHaveBeenCalledTimes(1);
    expect(args.onError).not.toHaveBeenCalled();
  },
});

/** Nothing in view: the overlay keeps scanning, with the hint banner and the frame cover. */
export const Scanning = meta.story({
  args: { openCamera: fakeCamera(null) },
  async play({ args }) {
    const dialog = await page().findByRole('dialog', { name: '扫一扫' });
    await waitFor(() => expect(dialog).toHaveAttribute('data-state', 'scanning'), { timeout: 10_000 });
    await expect(page().getByRole('note')).toHaveTextContent('当前浏览器无法扫码时，请尝试更换浏览器');
    expect(dialog.querySelector('canvas')).toBeVisible();
    expect(args.onScanned).not.toHaveBeenCalled();
  },
});

/** The banner's own close hides only the banner; the overlay's close asks the parent to hide it. */
export const BannerDismissedThenClosed = meta.story({
  args: { openCamera: fakeCamera(null), headTip: '自定义提示' },
  async play({ args }) {
    await expect(await page().findByRole('note')).toHaveTextContent('自定义提示');
    await userEvent.click(page().getByRole('button', { name: '关闭提示' }));
    expect(page().queryByRole('note')).toBeNull();
    expect(page().getByRole('dialog')).toBeVisible();
    await userEvent.click(page().getByRole('button', { name: '关闭扫码' }));
    expect(args.onVisibleChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
  },
});

/** Autoplay refused by the browser: the raw video element is shown instead of the canvas. */
export const AutoplayFailed = meta.story({
  args: { openCamera: fakeCamera(null) },
  beforeEach() {
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = () => Promise.reject(new DOMException('autoplay blocked', 'NotAllowedError'));
    return () => {
      HTMLMediaElement.prototype.play = play;
    };
  },
  async play() {
    const dialog = await page().findByRole('dialog', { name: '扫一扫' });
    await waitFor(() => expect(dialog).toHaveAttribute('data-state', 'autoplay-failed'), { timeout: 10_000 });
    expect(dialog.querySelector('canvas')).not.toBeVisible();
    expect(dialog.querySelector('video')).toBeVisible();
    await expect(page().getByText('请点击画面开始扫码')).toBeVisible();
  },
});

/** Camera refused even after the fallback: error-catch fires and the overlay says why. */
export const CameraRefused = meta.story({
  args: { openCamera: refusedCamera() },
  async play({ args }) {
    await expect(await page().findByRole('alert')).toHaveTextContent('无法使用摄像头：权限被拒绝');
    expect(args.onError).toHaveBeenCalledWith(expect.objectContaining({ name: 'NotAllowedError' }));
  },
});

export const NoCamera = meta.story({
  args: { openCamera: refusedCamera('NotFoundError') },
  async play() {
    await expect(await page().findByRole('alert')).toHaveTextContent('未找到可用的摄像头');
  },
});

export const OpeningCamera = meta.story({
  args: { openCamera: pendingCamera },
  async play() {
    await expect(await page().findByRole('status')).toHaveTextContent('正在打开摄像头…');
  },
});

/** visible=false (the default state of a screen): nothing is rendered and no camera is asked for. */
export const Hidden = meta.story({
  args: { visible: false, openCamera: fn(fakeCamera(null)) },
  async play({ args }) {
    expect(page().queryByRole('dialog')).toBeNull();
    expect(args.openCamera).not.toHaveBeenCalled();
  },
});

/** No decoder could load (worker, then main thread): error-catch fires with DecoderUnavailableError. */
export const DecoderUnavailable = meta.story({
  args: {
    openCamera: fakeCamera(null),
    createDecoder: (o) =>
      createDecoder({
        ...o,
        makeWorker: () => {
          throw new DOMException('worker blocked', 'SecurityError');
        },
        loadInline: () => Promise.reject(new Error('Failed to fetch dynamically imported module')),
        log: () => {},
      }),
  },
  async play({ args }) {
    await waitFor(() => expect(args.onError).toHaveBeenCalledWith(expect.any(DecoderUnavailableError)));
    expect(args.onScanned).not.toHaveBeenCalled();
  },
});
