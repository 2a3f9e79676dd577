import { Form, Input, Radio, Space } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/BusyButton';
import { type ApplyValues, EMPTY_APPLY, toSubmission } from '../lib/apply-form';

type Field = Exclude<keyof ApplyValues, 'titleType' | 'type'>;

/** The application form; validated with the contract schema before `onSubmit` is called. */
export function ApplyForm({
  orderId,
  submitting,
  onSubmit,
}: {
  orderId: string;
  submitting: boolean;
  onSubmit: (v: ReturnType<typeof toSubmission> & { ok: true }) => void;
}) {
  const { t } = useTranslation('invoices');
  const [v, setV] = useState<ApplyValues>(EMPTY_APPLY);
  const [errors, setErrors] = useState<Partial<Record<keyof ApplyValues, string>>>({});
  const company = v.titleType === 1;
  const vat = company && v.type === 1;
  const set = (patch: Partial<ApplyValues>) => {
    setV((old) => ({ ...old, ...patch }));
    setErrors((old) => {
      const next = { ...old };
      for (const k of Object.keys(patch)) delete next[k as keyof ApplyValues];
      return next;
    });
  };
  const text = (
    name: Field,
    opts: { required?: boolean; placeholder?: string; inputMode?: 'email' | 'tel' | 'text' } = {},
  ) => (
    <Form.Item label={t(`field.${name}`)} required={opts.required}>
      <Input
        aria-label={t(`field.${name}`)}
        aria-invalid={errors[name] ? true : undefined}
        value={v[name]}
        onChange={(s) => set({ [name]: s } as Partial<ApplyValues>)}
        placeholder={opts.placeholder ?? t(`placeholder.${name}`)}
        inputMode={opts.inputMode}
      />
      {errors[name] && (
        <div role="alert" style={{ color: 'var(--adm-color-danger)', fontSize: 13 }}>
          {t(`error.${name}`)}
        </div>
      )}
    </Form.Item>
  );
  const submit = () => {
    const r = toSubmission(orderId, v);
    if (r.ok) onSubmit(r);
    else setErrors(r.errors);
  };
  return (
    <Form
      layout="horizontal"
      footer={
        <BusyButton block color="danger" loading={submitting} onClick={submit}>
          {t('submit')}
        </BusyButton>
      }
    >
      <Form.Item label={t('field.titleType')}>
        <Radio.Group value={v.titleType} onChange={(x) => set({ titleType: x as 0 | 1, type: 0 })}>
          <Space>
            <Radio value={0}>{t('titleType.0')}</Radio>
            <Radio value={1}>{t('titleType.1')}</Radio>
          </Space>
        </Radio.Group>
      </Form.Item>
      {company && (
        <Form.Item label={t('field.type')}>
          <Radio.Group value={v.type} onChange={(x) => set({ type: x as 0 | 1 })}>
            <Space direction="vertical">
              <Radio value={0}>{t('type.0')}</Radio>
              <Radio value={1}>{t('type.1')}</Radio>
            </Space>
          </Radio.Group>
        </Form.Item>
      )}
      {text('title', { required: true, placeholder: company ? t('placeholder.companyTitle') : t('placeholder.title') })}
      {company && text('tin', { required: true })}
      {vat && text('registerAddress', { required: true })}
      {vat && text('registerPhone', { required: true, inputMode: 'tel' })}
      {vat && text('bankName', { required: true })}
      {vat && text('bankCardCode', { required: true })}
      {text('email', { inputMode: 'email' })}
    </Form>
  );
}
