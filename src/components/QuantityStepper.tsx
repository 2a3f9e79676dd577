import { Button } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './quantity-stepper.module.css';

interface Props {
  value: number;
  min: number;
  max: number;
  /** Quantities move by this much (a SKU sold in packs); a typed value snaps to the nearest step. */
  step: number;
  disabled?: boolean;
  /** Id of the visible label: the group and its spinbutton are both named by it. */
  labelledBy: string;
  onChange: (value: number) => void;
}

/** Rounds to the nearest step, then keeps within [min, max]; anything unreadable keeps `fallback`. */
export function snapQuantity(raw: number, { min, max, step }: Pick<Props, 'min' | 'max' | 'step'>, fallback: number) {
  if (!Number.isFinite(raw)) return fallback;
  return Math.min(max, Math.max(min, Math.round(raw / step) * step));
}

/**
 * A quantity stepper: minus, a numeric field, plus. Ours rather than antd-mobile's Stepper, which puts
 * aria-valuenow/min/max on its input's wrapper div as well as on the input (axe: aria-allowed-attr,
 * serious) and cannot name its input. Looks like antd-mobile's (its buttons, the same spacing).
 */
export function QuantityStepper({ value, min, max, step, disabled = false, labelledBy, onChange }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const commit = () => {
    const next = snapQuantity(Number.parseInt(text, 10), { min, max, step }, value);
    setText(String(next));
    if (next !== value) onChange(next);
  };
  const move = (delta: number) => onChange(snapQuantity(value + delta, { min, max, step }, value));
  return (
    <fieldset className={styles.stepper} aria-labelledby={labelledBy}>
      <Button
        className={styles.button}
        fill="none"
        color="primary"
        aria-label={t('stepper.decrease')}
        disabled={disabled || value <= min}
        onClick={() => move(-step)}
      >
        <span aria-hidden="true">−</span>
      </Button>
      <input
        className={styles.input}
        role="spinbutton"
        inputMode="numeric"
        aria-labelledby={labelledBy}
        aria-valuenow={value}
        aria-valuemin={min}
        aria-valuemax={max}
        value={text}
        disabled={disabled}
        onChange={(e) => setText(e.target.value.replace(/\D/g, ''))}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit();
        }}
      />
      <Button
        className={styles.button}
        fill="none"
        color="primary"
        aria-label={t('stepper.increase')}
        disabled={disabled || value >= max}
        onClick={() => move(step)}
      >
        <span aria-hidden="true">+</span>
      </Button>
    </fieldset>
  );
}
