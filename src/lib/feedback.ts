import { Dialog, Toast } from 'antd-mobile';
import { i18n } from './i18n';

/**
 * The error catalogue's notifications (spec §8) in one place. antd-mobile's imperative Toast/Dialog
 * need `unstableSetRender` under React 19 (done in app/providers).
 */
export function notifyDanger(message?: string): void {
  Toast.show({ icon: 'fail', content: message?.trim() || i18n.t('common:networkError'), duration: 2500 });
}

export function notifySuccess(message: string): void {
  Toast.show({ icon: 'success', content: message });
}

export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    Toast.show({ icon: 'success', content: i18n.t('common:copySuccess') });
    return true;
  } catch {
    Toast.show({ content: `⚠ ${i18n.t('common:copyFailed')}` });
    return false;
  }
}

export function notOpenYet(): void {
  Toast.show({ content: i18n.t('common:notOpenYet') });
}

let realNameOpen = false;
/** 304: one dialog at a time, however many calls failed together. Resolves true if the user agrees. */
export async function askRealName(onVerify?: () => void): Promise<boolean> {
  if (realNameOpen) return false;
  realNameOpen = true;
  try {
    const yes = await Dialog.confirm({
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
