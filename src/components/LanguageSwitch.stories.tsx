import { ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { changeLanguage } from '@/lib/i18n';
import { errorState } from '@/lib/page-state';
import { getLang } from '@/lib/storage';
import { LanguageSwitch } from './LanguageSwitch';

/** The switch beside a translated text, so a story can see the whole screen change language. */
function Demo() {
  const { t } = useTranslation('common');
  return (
    <div style={{ padding: 16, display: 'flex', gap: 12, alignItems: 'center' }}>
      <LanguageSwitch />
      <span data-testid="sample">{t('retry')}</span>
    </div>
  );
}

/**
 * The switch beside antd-mobile's own words (an ErrorBlock's default description, not one of our keys), from a
 * component that does not follow the language itself: only antd's locale provider (src/app/antd/antd-locale.tsx, which
 * the preview and each page of the app mount) can change them.
 */
function QuietAntdWords() {
  return <ErrorBlock {...errorState} status="default" title="" data-testid="antd-words" />;
}
function WithAntdWords() {
  return (
    <div style={{ padding: 16 }}>
      <LanguageSwitch />
      <QuietAntdWords />
    </div>
  );
}

const meta = preview.meta({
  title: 'components/LanguageSwitch',
  component: Demo,
  // The language is global: every story starts in zh and leaves it so.
  beforeEach: async () => {
    await changeLanguage('zh');
    return async () => changeLanguage('zh');
  },
});

/** In Chinese the switch offers English, named in English. */
export const OffersEnglish = meta.story({
  async play({ canvas }) {
    const button = canvas.getByRole('button', { name: '语言: English' });
    await expect(button).toHaveTextContent('English');
    expect(button).toHaveAttribute('lang', 'en');
    expect(canvas.getByTestId('sample')).toHaveTextContent('重试');
  },
});

/** One tap: the texts turn English, the choice is kept in mall_lang, and the switch offers Chinese. */
export const SwitchToEnglishAndBack = meta.story({
  async play({ canvas, userEvent }) {
    await userEvent.click(canvas.getByRole('button', { name: '语言: English' }));
    await expect(await canvas.findByText('Retry')).toBeVisible();
    expect(getLang()).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    const back = canvas.getByRole('button', { name: 'Language: 简体中文' });
    expect(back).toHaveAttribute('lang', 'zh-CN');
    await userEvent.click(back);
    await expect(await canvas.findByText('重试')).toBeVisible();
    expect(getLang()).toBe('zh');
  },
});

/** antd-mobile's own words on screen turn English at the tap, and back, without anything of ours re-rendering them. */
export const AntdWordsFollow = meta.story({
  render: () => <WithAntdWords />,
  async play({ canvas, userEvent }) {
    const words = canvas.getByTestId('antd-words');
    await expect(words).toHaveTextContent('待会来试试');
    await userEvent.click(canvas.getByRole('button', { name: '语言: English' }));
    await expect(await canvas.findByText('Please wait a minute and try again')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Language: 简体中文' }));
    await expect(await canvas.findByText('待会来试试')).toBeVisible();
  },
});
