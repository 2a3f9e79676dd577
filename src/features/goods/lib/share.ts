/** Native share sheet where the browser has one; otherwise the link goes to the clipboard. */
export async function shareLink(title: string, url: string): Promise<'shared' | 'copied' | 'failed'> {
  const nav = globalThis.navigator as Navigator | undefined;
  if (nav?.share) {
    try {
      await nav.share({ title, url });
      return 'shared';
    } catch {
      // Dismissed or unsupported payload: fall back to copying.
    }
  }
  try {
    await nav?.clipboard.writeText(url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
