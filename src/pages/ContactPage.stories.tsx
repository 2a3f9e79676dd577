import { pageAt } from '@stories/support/page-frame';
import { expect, fn, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import ContactPage from './ContactPage';

const writeText = fn(async (_text: string) => {});
const failingWrite = fn(async (_text: string) => {
  throw new DOMException('denied', 'NotAllowedError');
});

/** Headless Chromium's clipboard needs a permission; the story brings its own for a stable outcome. */
function clipboard(write: (text: string) => Promise<void>) {
  return () => {
    writeText.mockClear();
    failingWrite.mockClear();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: write }, configurable: true });
    return () => {
      delete (navigator as { clipboard?: Clipboard }).clipboard;
    };
  };
}

const meta = preview.meta({
  title: 'pages/ContactPage',
  component: ContactPage,
  render: pageAt('/contact', ContactPage),
  parameters: { route: '/contact' },
  beforeEach: clipboard(writeText),
});

const body = () => within(document.body);

/** Phone and e-mail as links, service hours. */
export const Channels = meta.story({
  async play({ canvas }) {
    await expect(canvas.getByRole('heading', { name: '联系我们' })).toBeVisible();
    expect(canvas.getByRole('link', { name: '400-800-2999' })).toHaveAttribute('href', 'tel:400-800-2999');
    expect(canvas.getByRole('link', { name: 'service@example.com' })).toHaveAttribute(
      'href',
      'mailto:service@example.com',
    );
    expect(canvas.getByText('服务时间：每天 9:00–21:00')).toBeVisible();
  },
});

/** A tap on the WeChat row copies the id and says so. */
export const CopyWechat = meta.story({
  async play({ canvas, userEvent }) {
    await userEvent.click(canvas.getByText('客服微信（点击复制）'));
    await waitFor(() => expect(body().getByText('复制成功')).toBeVisible(), { timeout: 5000 });
    expect(writeText).toHaveBeenCalledWith('faxianshangpin');
  },
});

/** The clipboard refuses: the page says the copy failed instead of claiming success. */
export const CopyRefused = meta.story({
  beforeEach: clipboard(failingWrite),
  async play({ canvas, userEvent }) {
    await userEvent.click(canvas.getByText('客服微信（点击复制）'));
    await waitFor(() => expect(body().getByText(/复制失败/)).toBeVisible(), { timeout: 5000 });
    expect(body().queryByText('复制成功')).toBeNull();
  },
});
