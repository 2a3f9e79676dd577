// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { type DecoderOptions, DecoderUnavailableError } from '../decode/client';
import type { FrameDecoder } from '../types';
import { QrScanner, SCANNER_Z_INDEX } from './QrScanner';

function fakeStream() {
  const tracks = [{ stop: vi.fn(), readyState: 'live' }];
  for (const t of tracks) t.stop.mockImplementation(() => (t.readyState = 'ended'));
  return { tracks, stream: { getTracks: () => tracks } as unknown as MediaStream };
}
const decoder = (): FrameDecoder => ({ busy: false, decode: vi.fn(async () => null), dispose: vi.fn() });

beforeAll(async () => {
  await initI18n('zh');
  // jsdom has no media playback or canvas: the lifecycle is what is under test here.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  vi.stubGlobal('requestAnimationFrame', () => 0);
  vi.stubGlobal('cancelAnimationFrame', () => {});
});
afterAll(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});
afterEach(cleanup);

/** jsdom's page is always visible: flip what the page reports and tell it, as a browser does on a tab switch. */
function setPageHidden(hidden: boolean) {
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => (hidden ? 'hidden' : 'visible'),
  });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}
afterEach(() => {
  Reflect.deleteProperty(document, 'visibilityState');
});

describe('QrScanner lifecycle', () => {
  it('renders nothing and asks for no camera while hidden', () => {
    const openCamera = vi.fn();
    render(<QrScanner visible={false} openCamera={openCamera} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(openCamera).not.toHaveBeenCalled();
  });

  it('starts the camera when shown and stops every track when hidden again', async () => {
    const { tracks, stream } = fakeStream();
    const openCamera = vi.fn(async () => stream);
    const view = render(<QrScanner visible openCamera={openCamera} createDecoder={decoder} />);
    const dialog = await screen.findByRole('dialog', { name: '扫一扫' });
    expect(dialog.style.zIndex).toBe(String(SCANNER_Z_INDEX));
    await vi.waitFor(() => expect(dialog.dataset.state).toBe('scanning'));
    expect(openCamera).toHaveBeenCalledTimes(1);
    view.rerender(<QrScanner visible={false} openCamera={openCamera} createDecoder={decoder} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(tracks.every((t) => t.readyState === 'ended')).toBe(true);
  });

  it('stops the tracks on unmount, and a camera that answers after closing is stopped at once', async () => {
    const first = fakeStream();
    const a = render(<QrScanner visible openCamera={async () => first.stream} createDecoder={decoder} />);
    await vi.waitFor(() => expect(screen.getByRole('dialog').dataset.state).toBe('scanning'));
    a.unmount();
    expect(first.tracks[0]?.stop).toHaveBeenCalled();

    const late = fakeStream();
    let answer: (s: MediaStream) => void = () => {};
    const b = render(<QrScanner visible openCamera={() => new Promise((r) => (answer = r))} createDecoder={decoder} />);
    b.unmount();
    await act(async () => answer(late.stream));
    expect(late.tracks[0]?.stop).toHaveBeenCalled();
  });

  it('reports a refused camera through onError and shows why', async () => {
    const denied = Object.assign(new Error('denied'), { name: 'NotAllowedError' });
    const onError = vi.fn();
    render(<QrScanner visible onError={onError} openCamera={async () => Promise.reject(denied)} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('无法使用摄像头：权限被拒绝');
    expect(onError).toHaveBeenCalledWith(denied);
  });

  it('has a dismissible hint banner and a close icon that asks the parent to hide', async () => {
    const onVisibleChange = vi.fn();
    render(<QrScanner visible onVisibleChange={onVisibleChange} openCamera={() => new Promise(() => {})} />);
    expect(screen.getByRole('note')).toHaveTextContent('当前浏览器无法扫码时，请尝试更换浏览器');
    fireEvent.click(screen.getByRole('button', { name: '关闭提示' }));
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '关闭扫码' }));
    expect(onVisibleChange).toHaveBeenCalledWith(false);
  });

  it('shows the raw video instead of the canvas when autoplay fails', async () => {
    const play = vi.mocked(HTMLMediaElement.prototype.play);
    play.mockRejectedValueOnce(Object.assign(new Error('blocked'), { name: 'NotAllowedError' }));
    render(<QrScanner visible openCamera={async () => fakeStream().stream} createDecoder={decoder} />);
    const dialog = await screen.findByRole('dialog');
    await vi.waitFor(() => expect(dialog.dataset.state).toBe('autoplay-failed'));
    expect(dialog.querySelector('canvas')?.hidden).toBe(true);
    expect(dialog.querySelector('video')?.controls).toBe(true);
  });

  it('stops the camera while the page is hidden and reopens it when shown, keeping one decoder', async () => {
    const streams: Array<ReturnType<typeof fakeStream>> = [];
    const openCamera = vi.fn(async () => {
      streams.push(fakeStream());
      return streams.at(-1)!.stream;
    });
    const makeDecoder = vi.fn(decoder);
    render(<QrScanner visible openCamera={openCamera} createDecoder={makeDecoder} />);
    const dialog = await screen.findByRole('dialog');
    await vi.waitFor(() => expect(dialog.dataset.state).toBe('scanning'));

    setPageHidden(true);
    expect(streams[0]!.tracks.every((t) => t.readyState === 'ended')).toBe(true);
    expect(dialog.dataset.state).toBe('paused');
    expect(screen.getByRole('status')).toHaveTextContent('页面已切到后台，摄像头已暂停');

    setPageHidden(false);
    await vi.waitFor(() => expect(dialog.dataset.state).toBe('scanning'));
    expect(openCamera).toHaveBeenCalledTimes(2);
    expect(streams[1]!.tracks[0]!.readyState).toBe('live');
    expect(makeDecoder).toHaveBeenCalledTimes(1);
  });

  it('reports through onError when no decoder can load, and shows the chosen engine otherwise', async () => {
    const onError = vi.fn();
    const unavailable = new DecoderUnavailableError('no QR decoder could load');
    const failing = (o: DecoderOptions) => {
      queueMicrotask(() => o.onUnavailable?.(unavailable));
      return decoder();
    };
    render(
      <QrScanner visible onError={onError} openCamera={async () => fakeStream().stream} createDecoder={failing} />,
    );
    await vi.waitFor(() => expect(onError).toHaveBeenCalledWith(unavailable));
    cleanup();

    const ready = (o: DecoderOptions) => {
      queueMicrotask(() => o.onReady?.('zxing'));
      return decoder();
    };
    render(<QrScanner visible openCamera={async () => fakeStream().stream} createDecoder={ready} />);
    await vi.waitFor(() => expect(screen.getByRole('dialog').dataset.engine).toBe('zxing'));
  });
});
