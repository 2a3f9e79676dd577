import { act, cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';

/**
 * For the tests of the wallet notices (InAppWalletHint, NoWalletNotice): each test starts in Chinese with the
 * browser's own globals. Call it at the top of a test file: it registers its own afterEach.
 */
export function walletNoticeTests() {
  initI18n('zh');
  afterEach(async () => {
    cleanup();
    vi.unstubAllGlobals();
    await act(() => i18n.changeLanguage('zh'));
  });
}

/** A clipboard that takes the copied link, or refuses it as many in-app browsers do; its writeText to check. */
export function stubClipboard(answer: 'takes' | 'refuses') {
  const writeText =
    answer === 'takes' ? vi.fn().mockResolvedValue(undefined) : vi.fn().mockRejectedValue(new Error('no'));
  vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
  return writeText;
}
