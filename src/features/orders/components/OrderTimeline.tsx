import type { OrderInfoVO } from '@contracts/orders';
import { Steps } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { orderTimeline } from '../lib/timeline';
import { TxHash } from './TxHash';

export function OrderTimeline({ info }: { info: OrderInfoVO }) {
  const { t, i18n } = useTranslation('orders');
  const steps = orderTimeline(info);
  const when = (ms?: number) => (ms ? new Date(ms).toLocaleString(i18n.language === 'en' ? 'en-GB' : 'zh-CN') : '');
  return (
    <Steps direction="vertical" current={steps.length - 1}>
      {steps.map((s) => (
        <Steps.Step
          key={s.key}
          status={s.state === 'failed' ? 'error' : s.state === 'pending' ? 'process' : 'finish'}
          title={t(s.label)}
          description={
            <div>
              {s.time ? <div>{when(s.time)}</div> : null}
              {s.note ? <div>{s.note}</div> : null}
              {s.txHash ? <TxHash hash={s.txHash} chain={s.chain ?? 0} /> : null}
            </div>
          }
        />
      ))}
    </Steps>
  );
}
