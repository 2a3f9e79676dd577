import { Radio, Space } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { changeLanguage, LANGS, langOf } from '@/lib/i18n';

/** zh / en, kept under mall_lang; the server is told through the `lang` header of every call. */
export function LanguagePicker() {
  const { t, i18n } = useTranslation('common');
  return (
    <Radio.Group value={langOf(i18n.language)} onChange={(v) => void changeLanguage(v as 'zh' | 'en')}>
      <Space>
        {LANGS.map((l) => (
          <Radio key={l} value={l}>
            {t(`langName.${l}`)}
          </Radio>
        ))}
      </Space>
    </Radio.Group>
  );
}
