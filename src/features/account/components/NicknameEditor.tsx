import { NICKNAME_MAX } from '@contracts/account';
import { Input, type InputRef, Toast } from 'antd-mobile';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateNickname } from '@/api/account';
import { BusyButton } from '@/components/BusyButton';
import { nicknameError } from '../lib/nickname';

/** Edits the nickname; the length rule is checked here so a bad value never reaches the server. */
export function NicknameEditor({ current }: { current: string }) {
  const { t } = useTranslation('account');
  const [value, setValue] = useState(current);
  const [error, setError] = useState<ReturnType<typeof nicknameError>>(null);
  const save = useUpdateNickname();
  const hintId = useId();
  const input = useRef<InputRef>(null);
  // antd-mobile's Input forwards aria-label but drops aria-invalid and aria-describedby: set them on the
  // <input> itself so a screen reader hears the rule and the error with the field.
  useEffect(() => {
    const el = input.current?.nativeElement;
    if (!el) return;
    el.setAttribute('aria-describedby', hintId);
    if (error) el.setAttribute('aria-invalid', 'true');
    else el.removeAttribute('aria-invalid');
  }, [error, hintId]);
  const submit = () => {
    const e = nicknameError(value);
    setError(e);
    if (!e)
      save.mutate(value.trim(), { onSuccess: () => Toast.show({ icon: 'success', content: t('nickname.saved') }) });
  };
  return (
    <div style={{ display: 'grid', gap: 6 }}>
      <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <Input
          ref={input}
          aria-label={t('fields.nickName')}
          value={value}
          onChange={(v) => {
            setValue(v);
            setError(null);
          }}
        />
        <BusyButton size="small" color="primary" loading={save.isPending} onClick={submit}>
          {t('nickname.save')}
        </BusyButton>
      </div>
      <span
        id={hintId}
        style={{ fontSize: 12, color: error ? 'var(--adm-color-danger)' : 'var(--adm-color-weak)' }}
        role={error ? 'alert' : undefined}
      >
        {error
          ? t(`nickname.${error}`, { max: NICKNAME_MAX })
          : t('nickname.hint', { n: value.length, max: NICKNAME_MAX })}
      </span>
    </div>
  );
}
