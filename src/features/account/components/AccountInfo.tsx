import type { UserVO } from '@contracts/account';
import { List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format-time';
import { useStatusWord } from '@/lib/status-words';
import { AvatarUploader } from './AvatarUploader';
import { LanguagePicker } from './LanguagePicker';
import { NicknameEditor } from './NicknameEditor';

const mono = { fontFamily: 'ui-monospace, monospace', fontSize: 12, wordBreak: 'break-all' } as const;

/** The spec's account fields with their labels (docs/backend/spec-rules.md#account-fields). */
export function AccountInfo({ user }: { user: UserVO }) {
  const { t } = useTranslation('account');
  const word = useStatusWord();
  return (
    <>
      <List header={t('avatar.label')}>
        <List.Item>
          <AvatarUploader current={user.headUrl || undefined} />
        </List.Item>
      </List>
      <List header={t('fields.nickName')}>
        <List.Item>
          <NicknameEditor current={user.nickname} />
        </List.Item>
      </List>
      <List header={t('infoTitle')}>
        <List.Item description={<span style={mono}>{user.address}</span>}>{t('fields.adr')}</List.Item>
        <List.Item description={<span style={mono}>{user.parentAddress || t('none')}</span>}>
          {t('fields.invitorAdr')}
        </List.Item>
        <List.Item extra={user.inviteNum}>{t('fields.invitors')}</List.Item>
        <List.Item extra={word('userStatus', user.status)}>{t('fields.accStatus')}</List.Item>
        <List.Item extra={formatDateTime(user.registerTime)}>{t('fields.registerTime')}</List.Item>
        <List.Item extra={formatDateTime(user.latestLoginTime)}>{t('fields.lastLoginTime')}</List.Item>
      </List>
      <List header={t('fields.sysLanguage')}>
        <List.Item>
          <LanguagePicker />
        </List.Item>
      </List>
    </>
  );
}
