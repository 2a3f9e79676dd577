import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect } from 'storybook/test';
import { changeLanguage } from '@/lib/i18n';
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

const meta = {
  title: 'components/LanguageSwitch',
  component: Demo,
  // The language is global: every story starts in zh and leaves it so.
  beforeEach: async () => {
    await changeLanguage('zh');
    return async () => changeLanguage('zh');
  },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** In Chinese the switch offers English, named in English. */
export const OffersEnglish: Story = {
  async play({ canvas }) {
    const button = canvas.getByRole('button', { name: '语言: English' });
    await expect(button).toHaveTextContent('English');
    expect(button).toHaveAttribute('lang', 'en');
    expect(canvas.getByTestId('sample')).toHaveTextContent('重试');
  },
};

/** One tap: the texts turn English, the choice is kept in mall_lang, and the switch offers Chinese. */
export const SwitchToEnglishAndBack: Story = {
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
};
