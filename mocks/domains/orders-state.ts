import { InfoStatus, type OrderInfoVO } from '@contracts/orders';
import { type Lang, say } from '../core/messages';
import { fail, type Reply } from '../core/respond';

/**
 * A transition from the wrong state. The real backend's conditional update answers code 2 ("too many
 * requests"); the mock keeps the code and says what actually went wrong.
 */
export function wrongState(
  lang: Lang,
  o: Pick<OrderInfoVO, 'status'>,
  action: { zh: string; en: string },
): Reply<never> {
  const zh = InfoStatus.label(o.status, 'zh');
  const en = InfoStatus.label(o.status, 'en');
  return fail(
    2,
    say(lang, { zh: `订单当前状态为「${zh}」，无法${action.zh}`, en: `The order is ${en}; it cannot be ${action.en}` }),
  );
}
