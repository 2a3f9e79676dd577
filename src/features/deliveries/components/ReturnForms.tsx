import { Button, Input, Popup } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReturnApply, useReturnExpress } from '@/api/deliveries';
import { BusyButton } from '@/components/BusyButton';
import { LabelledTextArea } from '@/components/LabelledTextArea';
import { parseReturnNumbers } from '../lib/actions';
import css from './deliveries.module.css';

/** Return request with an optional note (docs/backend/rules.md#r21-return-request). */
export function ReturnApplyButton({ orderId }: { orderId: string }) {
  const { t } = useTranslation('deliveries');
  const apply = useReturnApply();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const submit = async () => {
    try {
      await apply.mutateAsync({ orderId, ...(note.trim() ? { note: note.trim() } : {}) });
    } catch {
      // Said by the query client (refused.returnApply for a state refusal); the refreshed detail shows why.
    }
    setOpen(false);
  };
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        {t('actions.applyReturn')}
      </Button>
      <Popup visible={open} onMaskClick={() => setOpen(false)} bodyStyle={{ padding: 16 }}>
        <div className={css.sectionTitle}>{t('actions.applyReturn')}</div>
        <LabelledTextArea
          label={t('detail.returnNote')}
          placeholder={t('detail.returnNotePlaceholder')}
          value={note}
          maxLength={500}
          showCount
          rows={3}
          onChange={setNote}
        />
        <BusyButton block color="danger" loading={apply.isPending} onClick={() => void submit()}>
          {t('actions.submit')}
        </BusyButton>
      </Popup>
    </>
  );
}

/** Return tracking numbers (status 5 → 6): "," or "，" separate; the preview shows what is sent. */
export function ReturnNumbersForm({ orderId }: { orderId: string }) {
  const { t } = useTranslation('deliveries');
  const send = useReturnExpress();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const parsed = parseReturnNumbers(text);
  const submit = async () => {
    if ('problem' in parsed) return setProblem(parsed.problem);
    // A refusal is said by the query client (refused.returnNumbers) and the detail refreshes.
    send.mutate({ orderId, expressCode: parsed.codes.join(',') });
  };
  return (
    <section className={css.section}>
      <div className={css.sectionTitle}>{t('detail.returnNumbers')}</div>
      <Input
        aria-label={t('detail.returnNumbers')}
        placeholder={t('detail.returnNumbersPlaceholder')}
        value={text}
        onChange={(v) => {
          setText(v);
          setProblem(null);
        }}
      />
      {'codes' in parsed ? (
        <div className={css.muted}>{t('detail.returnNumbersPreview', { codes: parsed.codes.join('、') })}</div>
      ) : null}
      {problem ? (
        <div role="alert" className={css.error}>
          {t(problem)}
        </div>
      ) : null}
      <BusyButton block color="danger" style={{ marginTop: 8 }} loading={send.isPending} onClick={() => void submit()}>
        {t('actions.submitReturnNumbers')}
      </BusyButton>
    </section>
  );
}
