// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n, loadLanguage } from '@/lib/i18n';
import { NoWalletNotice } from './NoWalletNotice';
import { stubClipboard, walletNoticeTests } from './testing/wallet-notice';

walletNoticeTests();

const HREF = 'https://mall.example/asset/1/2';

describe('no-wallet notice', () => {
  it('in a browser without a wallet says how to open the shop in a wallet app, and copies the link', async () => {
    const writeText = stubClipboard('takes');
    render(<NoWalletNotice inApp={null} href={HREF} />);
    expect(screen.getByText('未检测到钱包')).toBeVisible();
    expect(screen.getByText(/钱包 App（如 TokenPocket、MetaMask）的内置浏览器中打开本商城/)).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: '复制本页链接' }));
    expect(await screen.findByText('链接已复制，请到钱包 App 中粘贴打开')).toBeVisible();
    expect(writeText).toHaveBeenCalledWith(HREF);
  });

  it('shows the link for a long press when the clipboard is refused', async () => {
    stubClipboard('refuses');
    render(<NoWalletNotice inApp={null} href={HREF} />);
    fireEvent.click(screen.getByRole('button', { name: '复制本页链接' }));
    // The status line exists (empty) before the click: wait for its words, not for the element.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(`请长按复制：${HREF}`));
  });

  it('inside WeChat first says how to get out of its browser', () => {
    render(<NoWalletNotice inApp="wechat" href={HREF} />);
    expect(screen.getByTestId('in-app-hint')).toHaveAttribute('data-app', 'wechat');
    expect(screen.queryByTestId('no-wallet')).toBeNull();
  });

  it('speaks English too', async () => {
    await loadLanguage('en');
    await act(() => i18n.changeLanguage('en'));
    render(<NoWalletNotice inApp={null} href={HREF} />);
    expect(screen.getByText('No wallet found')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Copy this page’s link' })).toBeVisible();
  });
});
