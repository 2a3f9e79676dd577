import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test } from './support/fixtures';

const jsqrPath = createRequire(import.meta.url).resolve('jsqr/dist/jsQR.js');

test('the invite link and its QR code decode to the same URL; invitees are listed', async ({ page, loginAs }) => {
  await page.goto('/');
  await loginAs('inviter');
  await page.goto('/myInvite');
  const link = (await page.getByTestId('invite-link').textContent())?.trim() ?? '';
  expect(link).toMatch(/\/login\?invitor_address=0x15d34aaf54267db7d7c367839aaf71a00a2c6a65$/);
  const qr = page.getByTestId('invite-qr');
  await expect(qr).toBeVisible();
  // Evaluated through the protocol: the app's Content-Security-Policy refuses an injected inline script.
  await page.evaluate(readFileSync(jsqrPath, 'utf8'));
  const decoded = await qr.evaluate(async (img: HTMLImageElement) => {
    await img.decode();
    const c = document.createElement('canvas');
    c.width = img.naturalWidth;
    c.height = img.naturalHeight;
    const ctx = c.getContext('2d') as CanvasRenderingContext2D;
    ctx.drawImage(img, 0, 0);
    const data = ctx.getImageData(0, 0, c.width, c.height);
    const jsQR = (
      window as unknown as { jsQR: (d: Uint8ClampedArray, w: number, h: number) => { data: string } | null }
    ).jsQR;
    return jsQR(data.data, c.width, c.height)?.data ?? null;
  });
  expect(decoded).toBe(link);
  await expect(page.getByText(/已邀请 \d+ 人/)).toBeVisible();
  await page.getByRole('button', { name: '生成分享海报' }).click();
  await expect(page.getByRole('img', { name: '分享海报' })).toBeVisible();
});
