import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { CHROMIUM_ARGS, FULL_CHROMIUM } from '../playwright.config';
import { writeY4m } from '../scripts/generate/fake-camera-y4m';
import { axe } from './support/axe';
import { expect, test } from './support/fixtures';

/**
 * The scanner against Chromium's fake camera. The camera shows a y4m written here at test time
 * (scripts/generate/fake-camera-y4m.ts). Chromium opens the file when a capture starts, so each test rewrites it
 * (a QR of a real goods page of this origin, or a blank picture) before pressing the scan button.
 */
// Named by the process, made by the worker that runs the tests: Playwright's runner and every worker evaluate this
// file (the runner only to list its tests), and a directory made here at import was left behind by each of them.
const CAM_DIR = join(tmpdir(), `mall-qr-cam-${process.pid}`);
const CAM_FILE = join(CAM_DIR, 'camera.y4m');
test.beforeAll(() => {
  mkdirSync(CAM_DIR, { recursive: true });
  writeY4m(CAM_FILE, null);
});
test.afterAll(() => rmSync(CAM_DIR, { recursive: true, force: true }));

// One browser for the file (launch options force a worker): the full Chromium (the headless shell's camera never
// starts), a fake camera, and every permission prompt denied. Tests that may use the camera grant it to their context (`permissions`), the refused case does not.
test.use({
  launchOptions: {
    executablePath: FULL_CHROMIUM,
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${CAM_FILE}`,
      '--deny-permission-prompts',
    ],
  },
});

/** Records every stream getUserMedia hands out, so a test can check that each track ended. */
async function recordStreams(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __qrStreams: MediaStream[] };
    w.__qrStreams = [];
    const md = navigator.mediaDevices;
    if (!md?.getUserMedia) return;
    const original = md.getUserMedia.bind(md);
    md.getUserMedia = async (c) => {
      const s = await original(c);
      w.__qrStreams.push(s);
      return s;
    };
  });
}
const trackStates = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { __qrStreams: MediaStream[] }).__qrStreams.flatMap((s) =>
      s.getTracks().map((t) => t.readyState),
    ),
  );

const scanButton = (page: Page) => page.getByRole('button', { name: /扫一扫|Scan/ }).first();
const overlay = (page: Page) => page.getByRole('dialog', { name: /扫一扫|Scan/ });

async function openScannerOnHome(page: Page) {
  await recordStreams(page);
  await page.goto('/');
  await expect(scanButton(page)).toBeVisible({ timeout: 20_000 });
}

test.describe('QR scanner with a camera', () => {
  test.use({ permissions: ['camera'] });

  /** Shows a goods page's QR code on the camera, scans it, and checks the app opened that page and released the camera. */
  async function scanGoodsCode(page: Page, baseURL: string | undefined, engine: string) {
    // The camera plus a decoder download and compile (1 MB of WebAssembly): slow on 2 shared cores.
    test.slow();
    await openScannerOnHome(page);
    const href = await page.locator('a[href^="/goods/"]').first().getAttribute('href');
    expect(href).toMatch(/^\/goods\/\w+$/);
    writeY4m(CAM_FILE, `${new URL(baseURL ?? '').origin}${href}`);

    // Which decoder the overlay announced, recorded as it happens: a fast scan can close the overlay between
    // two polls of an attribute assertion (seen in a full run: read, accepted and gone within one poll).
    await page.evaluate(() => {
      const w = window as unknown as { __engines: string[] };
      w.__engines = [];
      new MutationObserver(() => {
        const e = document.querySelector('[data-testid="qr-scanner"]')?.getAttribute('data-engine');
        if (e && !w.__engines.includes(e)) w.__engines.push(e);
      }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-engine'] });
    });
    await scanButton(page).click();
    await expect(overlay(page)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${href}$`), { timeout: 30_000 });
    expect(await page.evaluate(() => (window as unknown as { __engines: string[] }).__engines)).toEqual([engine]);
    await expect(overlay(page)).toBeHidden();
    // The overlay closed after the scan: the camera is released.
    await expect.poll(() => trackStates(page)).toEqual(expect.arrayContaining(['ended']));
    expect((await trackStates(page)).every((s) => s === 'ended')).toBe(true);
  }

  test('reads a goods QR code from the camera with the default decoder (no BarcodeDetector: ZXing)', async ({
    page,
    baseURL,
  }) => {
    // Chromium on Linux has no BarcodeDetector, so this is also the journey "with BarcodeDetector removed".
    await page.addInitScript(() => {
      Reflect.deleteProperty(globalThis, 'BarcodeDetector');
    });
    await scanGoodsCode(page, baseURL, 'zxing');
    expect(await page.evaluate(() => 'BarcodeDetector' in globalThis)).toBe(false);
  });

  test('an aimed but off-centre code (below the scan frame) is read through the whole window', async ({
    page,
    baseURL,
  }) => {
    test.slow();
    await openScannerOnHome(page);
    const href = await page.locator('a[href^="/goods/"]').first().getAttribute('href');
    // Centred horizontally, far below the scan frame's crop: only the whole-window grab (scan-loop.ts) sees it.
    writeY4m(CAM_FILE, `${new URL(baseURL ?? '').origin}${href}`, { codeSide: 150, codeCentre: { x: 0.5, y: 0.86 } });
    await scanButton(page).click();
    await expect(overlay(page)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${href}$`), { timeout: 30_000 });
  });

  test('a code the app cannot use (malformed inviter) is accepted and shown as unusable, not dropped', async ({
    page,
  }) => {
    test.slow();
    writeY4m(CAM_FILE, 'invitor_address=0x123');
    await openScannerOnHome(page);
    const home = page.url();
    await scanButton(page).click();
    const sheet = page.getByTestId('scan-result');
    await expect(sheet.getByTestId('scan-unusable')).toHaveText(/邀请人地址无效.*本应用无法使用/, { timeout: 30_000 });
    await expect(sheet.getByTestId('scan-text')).toHaveText('invitor_address=0x123');
    await expect(overlay(page)).toBeHidden();
    expect(page.url()).toBe(home);
    expect(await axe(page, { include: '[data-testid="scan-result"]' })).toEqual([]);
  });

  test.describe('when a decoder cannot load', () => {
    // Chromium and the WebAssembly loader report the blocked requests on the console: expected here.
    test.use({ consoleErrorsAllowed: [/Failed to load resource|wasm|Aborted\(|ArrayBuffer instantiation/] });

    test('a blocked ZXing WebAssembly falls back to jsQR, which still reads the code', async ({ page, baseURL }) => {
      await page.context().route('**/*.wasm', (route) => route.abort());
      await scanGoodsCode(page, baseURL, 'jsqr');
    });

    test('a decode worker that fails to load falls back to decoding on the page', async ({ page, baseURL }) => {
      await page.context().route('**/decode.worker*.js', (route) => route.fulfill({ status: 404, body: '' }));
      const warnings: string[] = [];
      page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
      await scanGoodsCode(page, baseURL, 'zxing');
      expect(warnings.join('\n')).toMatch(/decode worker unavailable/);
    });
  });

  test('the camera stops while the page is hidden and starts again when it is shown', async ({ page }) => {
    writeY4m(CAM_FILE, null);
    await openScannerOnHome(page);
    await scanButton(page).click();
    await expect(overlay(page)).toHaveAttribute('data-state', 'scanning');
    const liveBefore = (await trackStates(page)).filter((s) => s === 'live').length;
    expect(liveBefore).toBe(1);

    // Headless Chromium keeps every tab "visible", so the page is told what a tab switch tells it.
    const setHidden = (hidden: boolean) =>
      page.evaluate((h) => {
        Object.defineProperty(document, 'visibilityState', {
          configurable: true,
          get: () => (h ? 'hidden' : 'visible'),
        });
        document.dispatchEvent(new Event('visibilitychange'));
      }, hidden);
    await setHidden(true);
    await expect(overlay(page)).toHaveAttribute('data-state', 'paused');
    await expect.poll(() => trackStates(page)).not.toContain('live');

    await setHidden(false);
    await expect(overlay(page)).toHaveAttribute('data-state', 'scanning');
    const after = await trackStates(page);
    expect(after.filter((s) => s === 'live')).toHaveLength(1);
    expect(after.length).toBeGreaterThan(liveBefore);
  });

  test('a blank camera picture accepts nothing', async ({ page }) => {
    // The camera plus a decoder download and compile (1 MB of WebAssembly): slow on 2 shared cores.
    test.slow();
    writeY4m(CAM_FILE, null);
    await openScannerOnHome(page);
    const home = page.url();
    await scanButton(page).click();
    await expect(overlay(page)).toHaveAttribute('data-state', 'scanning');
    // Frames really flow: the canvas is sized to the window and the video advances.
    await expect
      .poll(() =>
        page.evaluate(() => document.querySelector<HTMLCanvasElement>('[data-testid="qr-scanner"] canvas')?.width ?? 0),
      )
      .toBe(await page.evaluate(() => Math.round(innerWidth * devicePixelRatio)));
    const videoTime = () =>
      page.evaluate(
        () => document.querySelector<HTMLVideoElement>('[data-testid="qr-scanner"] video')?.currentTime ?? 0,
      );
    // A decoder loaded (the overlay names it once it is ready): without one, no frame could be accepted anyway
    // and this test would pass without reading a single frame.
    await expect(page.getByTestId('qr-scanner')).toHaveAttribute('data-engine', /^(zxing|jsqr|native)$/, {
      timeout: 30_000,
    });
    const t0 = await videoTime();
    // Wait until two seconds of blank frames have really played (a condition, not a pause), then check that
    // none of them was accepted.
    await expect.poll(videoTime, { timeout: 15_000 }).toBeGreaterThan(t0 + 2);
    expect(page.url()).toBe(home);
    await expect(overlay(page)).toBeVisible();
    await expect(page.getByTestId('scan-result')).toHaveCount(0);
  });

  test('the hint banner dismisses itself; closing the overlay stops every camera track', async ({ page }) => {
    writeY4m(CAM_FILE, null);
    await openScannerOnHome(page);
    await scanButton(page).click();
    await expect(overlay(page)).toHaveAttribute('data-state', 'scanning');
    await expect(page.getByRole('note')).toHaveText(/当前浏览器无法扫码时，请尝试更换浏览器/);
    await page.getByRole('button', { name: '关闭提示' }).click();
    await expect(page.getByRole('note')).toHaveCount(0);
    await expect(overlay(page)).toBeVisible();

    // In dev, StrictMode mounts twice: the first stream is already stopped, the current one is live.
    const before = await trackStates(page);
    expect(before).toContain('live');
    await page.getByRole('button', { name: '关闭扫码' }).click();
    await expect(overlay(page)).toBeHidden();
    await expect.poll(() => trackStates(page)).toEqual(before.map(() => 'ended'));
  });
});

test.describe('QR scanner with the camera refused', () => {
  test.use({ permissions: [] });

  test('a refused camera reaches onError and offers a picture instead', async ({ page }) => {
    await openScannerOnHome(page);
    await scanButton(page).click();
    const sheet = page.getByTestId('scan-result');
    await expect(sheet.getByRole('alert')).toHaveText(/权限被拒绝/);
    await expect(sheet.getByRole('button', { name: '从相册选择图片' })).toBeVisible();
    await expect(overlay(page)).toBeHidden();
    expect(await trackStates(page)).toEqual([]);
  });
});
