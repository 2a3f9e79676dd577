import { useTranslation } from 'react-i18next';
import type { MallDemoPersona } from '@/platform/globals';
import css from './login.module.css';

interface Props {
  personas: readonly MallDemoPersona[];
  current: string;
  onSelect: (key: string) => void;
  disabled?: boolean;
}

/** Mock mode only: which demo wallet signs (window.__mallDemo). */
export function PersonaPicker({ personas, current, onSelect, disabled }: Props) {
  const { t, i18n } = useTranslation('login');
  return (
    <fieldset className={css.personas} disabled={disabled}>
      <legend>{t('persona.legend')}</legend>
      {personas.map((p) => (
        <label key={p.key} className={css.persona}>
          <input
            type="radio"
            name="persona"
            value={p.key}
            checked={p.key === current}
            onChange={() => onSelect(p.key)}
          />
          <span>
            <span className={css.personaName}>{i18n.language === 'en' ? p.en : p.zh}</span>
            <span className={css.personaAddress}>{`${p.address.slice(0, 8)}…${p.address.slice(-6)}`}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
