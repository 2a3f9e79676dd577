import { i18n } from './i18n';

/**
 * The error catalogue's notifications (docs/backend/spec-rules.md#error-catalogue) in one place. antd-mobile's
 * imperative Toast/Dialog need `unstableSetRender` under React 19 (done in app/providers). They load on first use: about
 * 25 KiB gzip (Toast, Dialog, react-spring) that the first paint does not need.
 */
const ui = () => import('./feedback-ui');

type ToastOptions = { content: string; icon?: 'success' | 'fail'; duration?: number };
function toast(options: ToastOptions): Promise<void> {
  return ui().then(({ Toast }) => void Toast.show(options));
}

export function notifyDanger(message?: string): void {
  void toast({ icon: 'fail', content: message?.trim() || i18n.t('common:networkError'), duration: 2500 });
}

export function notifySuccess(message: string): void {
  void toast({ icon: 'success', content: message });
}

/** Any other short message (the 'other device type' notice of docs/backend/spec-rules.md#native-bridge, hints). */
export function notifyInfo(message: string): void {
  void toast({ content: message });
}

export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    await toast({ icon: 'success', content: i18n.t('common:copySuccess') });
    return true;
  } catch {
    await toast({ content: `⚠ ${i18n.t('common:copyFailed')}` });
    return false;
  }
}

export function notOpenYet(): void {
  notifyInfo(i18n.t('common:notOpenYet'));
}

export interface ConfirmOptions {
  title?: string;
  content: string;
  confirmText: string;
  cancelText: string;
}

/**
 * A yes/no question. antd-mobile's Dialog leaves its role="dialog" unnamed (a serious axe violation), so every
 * question is named here, by its title or else by the question itself. Resolves true if the user agrees.
 */
export async function askConfirm(options: ConfirmOptions): Promise<boolean> {
  const { Dialog } = await ui();
  return Dialog.confirm({ 'aria-label': options.title ?? options.content, ...options });
}

let realNameOpen = false;
/** 304: one dialog at a time, however many calls failed together. Resolves true if the user agrees. */
export async function askRealName(onVerify?: () => void): Promise<boolean> {
  if (realNameOpen) return false;
  realNameOpen = true;
  try {
    const yes = await askConfirm({
      title: i18n.t('common:realName.title'),
      content: i18n.t('common:realName.content'),
      confirmText: i18n.t('common:realName.confirm'),
      cancelText: i18n.t('common:cancel'),
    });
    if (yes) onVerify ? onVerify() : notOpenYet();
    return yes;
  } finally {
    realNameOpen = false;
  }
}
