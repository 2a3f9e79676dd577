import { useTranslation } from 'react-i18next';
import { changeLanguage } from '@/lib/i18n';

const style: React.CSSProperties = {
  border: '1px solid currentColor',
  borderRadius: 12,
  background: 'none',
  color: 'inherit',
  padding: '2px 10px',
  fontSize: 13,
};

/**
 * One tap switches zh ⇄ en: kept in `mall_lang`, sent to the API, applied to antd-mobile and the
 * captcha. The label is the other language's own name, so either reader can find it.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation('common');
  const next = i18n.language === 'en' ? 'zh' : 'en';
  return (
    <button
      type="button"
      style={style}
      lang={next === 'zh' ? 'zh-CN' : 'en'}
      aria-label={`${t('language')}: ${t(`langName.${next}`)}`}
      onClick={() => void changeLanguage(next)}
    >
      {t(`langName.${next}`)}
    </button>
  );
}
