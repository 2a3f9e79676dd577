import { List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { copyText } from '@/lib/feedback';

/** provisional: the real support channels are not in the spec; these are the shop's placeholders. */
export const CONTACT = { phone: '400-800-2999', email: 'service@example.com', wechat: 'faxianshangpin' } as const;

export function ContactView() {
  const { t } = useTranslation('account');
  return (
    <>
      <List header={t('contact.title')}>
        <List.Item extra={<a href={`tel:${CONTACT.phone}`}>{CONTACT.phone}</a>}>{t('contact.phone')}</List.Item>
        <List.Item extra={<a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>}>{t('contact.email')}</List.Item>
        <List.Item extra={CONTACT.wechat} onClick={() => void copyText(CONTACT.wechat)}>
          {t('contact.wechat')}
        </List.Item>
      </List>
      <p style={{ padding: '0 16px', color: 'var(--adm-color-weak)', fontSize: 13 }}>{t('contact.hours')}</p>
    </>
  );
}
