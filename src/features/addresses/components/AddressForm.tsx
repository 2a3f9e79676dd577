import { ADDRESS_LIMITS } from '@contracts/addresses';
import { CascadePicker, ErrorBlock, Form, Input, Skeleton, Switch } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddressDetail, useSaveAddress } from '@/api/addresses';
import { BusyButton } from '@/components/BusyButton';
import { LabelledTextArea } from '@/components/LabelledTextArea';
import { LoadFailed } from '@/components/LoadStates';
import { errorState, loadingState } from '@/lib/page-state';
import { REGIONS, regionKnown, regionParts, regionPath } from '../data/regions';
import { type AddressDraft, draftProblem, emptyDraft, toRequest } from '../lib/address-form';
import css from './addresses.module.css';

interface Props {
  /** Edit this address; absent = add a new one. */
  id?: number;
  onSaved: () => void;
}

/** Add or edit an address: checks name, the phone rule, region and limits before sending. */
export function AddressForm({ id, onSaved }: Props) {
  const { t } = useTranslation('addresses');
  const detail = useAddressDetail(id);
  const save = useSaveAddress();
  const [draft, setDraft] = useState<AddressDraft>(emptyDraft);
  const [problem, setProblem] = useState<string | null>(null);
  const [pickerOpen, setPickerOpen] = useState(false);

  useEffect(() => {
    const a = detail.data;
    if (a)
      setDraft({
        id: a.id,
        name: a.name,
        phone: a.phone,
        region: regionParts(a.region),
        keptRegion: a.region,
        location: a.location,
        isDefault: a.status === 1,
      });
  }, [detail.data]);

  if (id !== undefined && detail.isPending) return <Skeleton.Paragraph {...loadingState} lineCount={6} animated />;
  // Never an empty form in place of an address that did not load: saving it would create a new one.
  if (id !== undefined && detail.isError)
    return <LoadFailed title={t('loadError')} onRetry={() => void detail.refetch()} />;
  if (id !== undefined && detail.data === null)
    return <ErrorBlock {...errorState} status="empty" title={t('form.notFound')} description="" />;
  const set = (patch: Partial<AddressDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setProblem(null);
  };
  const submit = async () => {
    const p = draftProblem(draft);
    setProblem(p);
    if (p) return;
    await save.mutateAsync(toRequest(draft));
    onSaved();
  };
  return (
    <div className={css.form}>
      <Form layout="horizontal">
        <Form.Item label={t('form.name')}>
          <Input
            value={draft.name}
            maxLength={ADDRESS_LIMITS.name}
            placeholder={t('form.namePlaceholder')}
            onChange={(v) => set({ name: v })}
            aria-label={t('form.name')}
          />
        </Form.Item>
        <Form.Item label={t('form.phone')}>
          <Input
            value={draft.phone}
            type="tel"
            maxLength={ADDRESS_LIMITS.phone}
            placeholder={t('form.phonePlaceholder')}
            onChange={(v) => set({ phone: v })}
            aria-label={t('form.phone')}
          />
        </Form.Item>
        <Form.Item label={t('form.region')} clickable onClick={() => setPickerOpen(true)} arrowIcon>
          <span data-testid="region-value">
            {draft.region.length ? (
              draft.region.join(' ')
            ) : (
              <span style={{ color: 'var(--adm-color-weak)' }}>{t('form.regionPlaceholder')}</span>
            )}
          </span>
        </Form.Item>
        {draft.region.length > 0 && !regionKnown(draft.region.join(' ')) ? (
          <div className={css.hint} data-testid="region-unknown">
            {t('form.regionUnknown')}
          </div>
        ) : null}
        <Form.Item label={t('form.location')}>
          <LabelledTextArea
            value={draft.location}
            maxLength={ADDRESS_LIMITS.location}
            autoSize
            placeholder={t('form.locationPlaceholder')}
            onChange={(v) => set({ location: v })}
            label={t('form.location')}
          />
        </Form.Item>
        <Form.Item
          label={t('form.default')}
          extra={
            <Switch checked={draft.isDefault} onChange={(v) => set({ isDefault: v })} aria-label={t('form.default')} />
          }
        />
      </Form>
      {problem ? (
        <div role="alert" className={css.error}>
          {t(problem)}
        </div>
      ) : null}
      <CascadePicker
        title={t('form.region')}
        options={REGIONS as never}
        visible={pickerOpen}
        value={regionPath(draft.region.join(' '))}
        confirmText={t('confirm')}
        cancelText={t('cancel')}
        onClose={() => setPickerOpen(false)}
        onConfirm={(v) => set({ region: v.filter((x): x is string => typeof x === 'string') })}
      />
      <div className={css.footer}>
        <BusyButton block color="danger" loading={save.isPending} onClick={() => void submit()}>
          {t('form.save')}
        </BusyButton>
      </div>
    </div>
  );
}
