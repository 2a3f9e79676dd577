import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { DesktopPlaceholder } from './DesktopPlaceholder';

const meta = preview.meta({
  title: 'app/DesktopPlaceholder',
  component: DesktopPlaceholder,
  args: {
    href: 'https://shop.example/goods/7?mobile=1',
    recordNo: '颜凰（北京）商业管理有限公司 京ICP备2022035941号-1',
  },
  // Storybook 10's viewport is a global: the placeholder is what a desktop browser gets.
  globals: { viewport: { value: 'desktop', isRotated: false } },
});

/** Logo, a QR code of this page (without the force switch) and the filing number. */
export const WithFilingNumber = meta.story({
  async play({ canvas }) {
    await expect(canvas.getByRole('heading', { name: '发现尚品' })).toBeVisible();
    const qr = await canvas.findByRole('img', { name: '当前页面的二维码' }, { timeout: 5000 });
    expect(qr).toHaveAttribute('data-url', 'https://shop.example/goods/7');
    expect(qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(canvas.getByText(/京ICP备2022035941号-1/)).toBeVisible();
    expect(canvas.getByRole('link', { name: '仍要在电脑上以手机版浏览' })).toHaveAttribute('href', '/goods/7?mobile=1');
  },
});

export const WithoutFilingNumber = meta.story({
  args: { recordNo: '' },
  async play({ canvas }) {
    await expect(canvas.getByRole('contentinfo')).toBeEmptyDOMElement();
  },
});
