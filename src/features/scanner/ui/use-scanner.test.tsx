// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { getItem, setItem } from '@/lib/storage';
import { FAKE_UA, FakeHost } from '@/platform/testing/fake-host';
import { type DecoderOptions, DecoderUnavailableError } from '../decode/client';
import { type UseScannerOptions, useScanner } from './use-scanner';

const ADDR = '0x8ba1f109551bD432803012645Ac136ddd64DBA72';
const origin = () => window.location.origin;

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}
function Screen(props: UseScannerOptions) {
  const { open, element } = useScanner(props);
  return (
    <>
      <button type="button" onClick={open}>
        scan
      </button>
      {element}
      <Where />
    </>
  );
}
const renderApp = (props: UseScannerOptions = {}) =>
  render(
    <MemoryRouter>
      <Routes>
        <Route path="*" element={<Screen {...props} />} />
      </Routes>
    </MemoryRouter>,
  );

function useAndroidHost(answer: unknown) {
  const host = new FakeHost('android').answer('scan', answer);
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(FAKE_UA.android);
  host.install(window);
  return host;
}

beforeAll(async () => {
  await initI18n('zh');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  delete (window as { WebViewJavascriptBridge?: unknown }).WebViewJavascriptBridge;
  localStorage.clear();
});

describe('useScanner without getUserMedia', () => {
  it('uses the native app scanner and opens an in-app goods link', async () => {
    expect(navigator.mediaDevices?.getUserMedia).toBeUndefined();
    const host = useAndroidHost({ result: `${origin()}/goods/42` });
    renderApp();
    fireEvent.click(screen.getByRole('button', { name: 'scan' }));
    await vi.waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/goods/42'));
    expect(host.calls.map((c) => c.method)).toEqual(['scan']);
  });

  it('stores an invite from the native scanner, replacing an older token id', async () => {
    setItem('invitorTokenId', '99');
    useAndroidHost(`invitor_address=${ADDR}`);
    renderApp();
    fireEvent.click(screen.getByRole('button', { name: 'scan' }));
    expect(await screen.findByText('已记录邀请人')).toBeInTheDocument();
    expect(getItem('invitorAddress')).toBe(ADDR);
    expect(getItem('invitorTokenId')).toBeNull();
    expect(screen.getByTestId('where')).toHaveTextContent('/');
  });

  it('shows a foreign link as text instead of opening it', async () => {
    useAndroidHost('https://evil.example/goods/1');
    renderApp();
    fireEvent.click(screen.getByRole('button', { name: 'scan' }));
    expect(await screen.findByTestId('scan-text')).toHaveTextContent('https://evil.example/goods/1');
    expect(screen.getByRole('button', { name: '复制' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
  });

  it('falls back to choosing a picture when there is no bridge either', async () => {
    renderApp();
    const input = screen.getByTestId('scan-picture-input') as HTMLInputElement;
    const click = vi.spyOn(input, 'click').mockImplementation(() => {});
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'scan' })));
    expect(click).toHaveBeenCalledTimes(1);
    expect(input.accept).toBe('image/*');
    // A file that is not an image is refused with a message, not a crash.
    await act(async () => {
      fireEvent.change(input, { target: { files: [new File(['x'], 'a.txt', { type: 'text/plain' })] } });
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('二维码识别失败');
  });
});

describe('useScanner when no decoder can load', () => {
  it('closes the camera, says why and offers a picture from the album', async () => {
    const stop = vi.fn();
    Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia: vi.fn() } });
    const openCamera = async () => ({ getTracks: () => [{ stop }] }) as unknown as MediaStream;
    const createDecoder = (o: DecoderOptions) => {
      queueMicrotask(() => o.onUnavailable?.(new DecoderUnavailableError('chunk 404')));
      return { busy: true, decode: () => new Promise<null>(() => {}), dispose() {} };
    };
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    try {
      renderApp({ scannerProps: { openCamera, createDecoder } });
      fireEvent.click(screen.getByRole('button', { name: 'scan' }));
      const sheet = await screen.findByTestId('scan-result');
      expect(sheet).toHaveTextContent('扫码组件加载失败，请从相册选择图片识别');
      expect(screen.getByRole('button', { name: '从相册选择图片' })).toBeInTheDocument();
      expect(screen.queryByRole('dialog', { name: '扫一扫' })).toBeNull();
    } finally {
      Reflect.deleteProperty(navigator, 'mediaDevices');
    }
  });
});
