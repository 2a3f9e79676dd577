import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { PlaceholderPage } from './PlaceholderPage';
import { SafeHtml } from './SafeHtml';

const hostile = [
  '<h3>规则</h3><p>正文<strong>加粗</strong></p>',
  '<script>window.__safeHtmlXss = 1</script>',
  '<img src="x-missing.png" onerror="window.__safeHtmlXss = 2">',
  '<p><a href="javascript:window.__safeHtmlXss=3">坏链接</a> <a href="https://bscscan.com/tx/0x1">链上记录</a> <a href="https://example.com/rules" target="_blank">规则全文</a></p>',
  '<form action="https://evil.example"><input name="pwd"><button>提交</button></form>',
  '<p style="position:fixed;inset:0">遮罩段落</p>',
].join('');

const meta = preview.meta({
  title: 'components/SafeHtml',
  component: SafeHtml,
  args: { html: hostile },
});

/**
 * Operator HTML: text stays; a link keeps only the navigation gate's target (an allow-listed host opens in a
 * new tab; any other host keeps its text without an href); scripts, handlers, forms, styles and javascript: go.
 */
export const Sanitised = meta.story({
  async play({ canvas, canvasElement, userEvent }) {
    await expect(canvas.getByRole('heading', { name: '规则' })).toBeVisible();
    const safe = canvas.getByRole('link', { name: '链上记录' });
    expect(safe).toHaveAttribute('href', 'https://bscscan.com/tx/0x1');
    expect(safe).toHaveAttribute('target', '_blank');
    expect(safe).toHaveAttribute('rel', 'noopener noreferrer');
    expect(canvasElement.querySelectorAll('script, form, input, button, [onerror], [style]')).toHaveLength(0);
    expect(canvas.getByText('坏链接')).not.toHaveAttribute('href');
    expect(canvas.getByText('规则全文')).not.toHaveAttribute('href');
    await userEvent.click(canvas.getByText('坏链接'));
    const img = canvasElement.querySelector('img');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('alt', '');
    expect((window as unknown as { __safeHtmlXss?: number }).__safeHtmlXss).toBeUndefined();
  },
});

/** Routes whose screen is not built yet: the route's title and "coming soon". */
export const ComingSoonPage = meta.story({
  render: () => <PlaceholderPage titleKey="routes.merchant" />,
  async play({ canvas }) {
    await expect(canvas.getByRole('heading', { level: 1, name: '商户' })).toBeVisible();
    expect(canvas.getByText('即将上线')).toBeVisible();
  },
});
