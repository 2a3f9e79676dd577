import { notifyInfo } from '@/lib/feedback';
import { i18n } from '@/lib/i18n';

/**
 * A bridge call on a device that is neither Android nor iOS is reported on the page
 * (docs/backend/spec-rules.md#native-bridge).
 */
export function notifyOtherDevice(): void {
  notifyInfo(i18n.t('shell:bridge.otherType'));
}
