// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n, loadLanguage } from '@/lib/i18n';
import { InAppWalletHint } from './InAppWalletHint';
import { stubClipboard, walletNoticeTests } from './testing/wallet-notice';

walletNoticeTests();

const HREF = 'https://mall.example/pay/7';

describe('in-app wallet hint', () => {
  it('in WeChat tells the shopper to open the page elsewhere, and copies the link', async () => {
    const writeText = stubClipboard('takes');
    render(<InAppWalletHint inApp="wechat" href={HREF} />);
    expect(screen.getByText('请在浏览器或钱包 App 中打开')).toBeVisible();
    expect(screen.getByText(/微信内置的浏览器无法连接钱包/)).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: '复制链接' }));
    expect(await screen.findByText('链接已复制')).toBeVisible();
    expect(writeText).toHaveBeenCalledWith(HREF);
  });

  it('shows the link for a long press when the clipboard is refused', async () => {
    stubClipboard('refuses');
    render(<InAppWalletHint inApp="alipay" href={HREF} />);
    fireEvent.click(screen.getByRole('button', { name: '复制链接' }));
    // The status line exists (empty) before the click: wait for its words, not for the element.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(`请长按复制：${HREF}`));
  });

  it('speaks English too', async () => {
    await loadLanguage('en');
    await act(() => i18n.changeLanguage('en'));
    render(<InAppWalletHint inApp="qq" href={HREF} />);
    expect(screen.getByText(/The browser built into QQ cannot reach a wallet/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeVisible();
  });

  it('renders nothing in a real browser', () => {
    const { container } = render(<InAppWalletHint inApp={null} href={HREF} />);
    expect(container).toBeEmptyDOMElement();
  });
});
