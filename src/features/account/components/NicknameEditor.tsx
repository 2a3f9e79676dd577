import { NICKNAME_MAX } from '@contracts/account';
import { Button, Input, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateNickname } from '../api/update-info';
import { nicknameError } from '../lib/nickname';

/** Edits the nickname; the length rule is checked here so a bad value never reaches the server. */
export function NicknameEditor({ current }: { current: string }) {
  const { t } = useTranslation('account');
  const [value, setValue] = useState(current);
  const [error, setError] = useState<ReturnType<typeof nicknameError>>(null);
  const save = useUpdateNickname();
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
          aria-label={t('fields.nickName')}
          aria-invalid={error ? true : undefined}
          value={value}
          onChange={(v) => {
            setValue(v);
            setError(null);
          }}
          clearable
        />
        <Button size="small" color="primary" loading={save.isPending} onClick={submit}>
          {t('nickname.save')}
        </Button>
      </div>
      <span
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
