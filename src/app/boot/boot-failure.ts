/**
 * When the app cannot start (its entry or one of the entry's imports failed to download, or the entry threw before
 * its first render), the static shell shows a calm message with a retry instead of a skeleton for ever. The message
 * is in index.html, hidden, in both languages (scripts/build/boot-texts.ts writes them from the locale files; the
 * page's `lang` picks one by CSS): no code or text has to load for it.
 *
 * Shown by index.html's inline script when the entry's module script reports an error (src/app/boot/early-data-html.ts)
 * and by the entry itself when its start-up throws (src/main.tsx). The retry reloads the page: a module that failed
 * to download stays failed for the page that asked for it, and a new page asks again.
 */
export const FAILED_ID = 'boot-failed';

export function showBootFailure(doc: Document = document): void {
  const box = doc.getElementById(FAILED_ID);
  // Once the app has rendered, its own error states speak for it.
  if (!box || doc.getElementById('root')?.firstChild) return;
  // An alert only once shown: a hidden one in every page would read as an error state to whoever looks for alerts.
  box.setAttribute('role', 'alert');
  box.hidden = false;
  const retry = box.querySelector('button');
  if (retry) retry.onclick = () => doc.defaultView?.location.reload();
}

/**
 * Shows the message if the page's module script (the entry) fails: the browser fires `error` at the script element
 * when the entry or any file it imports fails to download. Resource errors do not bubble, hence the capture.
 */
export function watchEntry(win: Window = window): void {
  win.addEventListener(
    'error',
    (event) => {
      const el = event.target as HTMLScriptElement | null;
      if (el?.tagName === 'SCRIPT' && el.type === 'module') showBootFailure(win.document);
    },
    true,
  );
}
