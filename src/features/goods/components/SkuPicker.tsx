import { Selector } from 'antd-mobile';
import type { SkuAxis } from '../lib/sku-axes';
import type { Selection } from '../lib/sku-selection';

export interface SkuPickerProps {
  /** The two axes, titles as shown. */
  axes: readonly [SkuAxis, SkuAxis];
  value: Selection;
  onChange: (next: Selection) => void;
  /** Whether a value of one axis leads to a SKU with stock, given the other axis' choice. */
  isAvailable: (axis: 1 | 2, value: string, other: string | null) => boolean;
  titleClassName?: string;
}

/**
 * Two property axes (e.g. 颜色 × 尺寸); values with no stock under the other choice are disabled.
 *
 * Loaded lazily by SkuPickerSlot, and given everything it shows: a lazily loaded chunk that imported a module of the
 * goods page's own chunk made Rolldown (with strictExecutionOrder) emit that page's entry as an export of an undeclared
 * name, and the page failed to load in production (scripts/guards/budget/first-screen-files.ts now fails such a build).
 */
export function SkuPicker({ axes, value, onChange, isAvailable, titleClassName }: SkuPickerProps) {
  const [first, second] = axes;
  const axis = ({ n, title, values }: SkuAxis, current: string | null, other: string | null) => (
    <div>
      <div className={titleClassName} id={`sku-axis-${n}`}>
        {title}
      </div>
      <Selector
        aria-labelledby={`sku-axis-${n}`}
        columns={3}
        showCheckMark={false}
        value={current === null ? [] : [current]}
        options={values.map((v) => ({ label: v, value: v, disabled: !isAvailable(n, v, other) }))}
        onChange={(arr) => {
          // Tapping the chosen value again would clear it (Selector toggles); a SKU needs both axes, so keep it.
          const picked = arr[0];
          if (picked === undefined) return;
          onChange(n === 1 ? { v1: picked, v2: value.v2 } : { v1: value.v1, v2: picked });
        }}
      />
    </div>
  );
  return (
    <div>
      {axis(first, value.v1, value.v2)}
      {axis(second, value.v2, value.v1)}
    </div>
  );
}
