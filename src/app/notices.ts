import { notifyInfo } from '@/lib/feedback';
import { i18n } from '@/lib/i18n';

/** Spec §7: a bridge call on a device that is neither Android nor iOS is reported on the page. */
export function notifyOtherDevice(): void {
  notifyInfo(i18n.t('shell:bridge.otherType'));
}
