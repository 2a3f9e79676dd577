import type { GoodsDetailVO } from '@contracts/goods';
import { type MouseEvent, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadingState } from '@/lib/page-state';
import { lazyTouchToLoad, useWhenNeeded } from '@/lib/use-when-needed';
import { type SkuAxis, skuAxes } from '../lib/sku-axes';
import { isValueAvailable, type Selection } from '../lib/sku-selection';
import styles from './goods.module.css';
import css from './sku-slot.module.css';

/**
 * A chunk of its own (with antd-mobile's Selector): not among the first screen's files (npm run budget). Asked for
 * once the cover is on screen: antd-mobile's ~70 KiB would otherwise share a phone's link with that picture. A tap
 * on the placeholder asks for it at once (and picks the value tapped).
 */
const picker = lazyTouchToLoad(() => import('./SkuPicker').then((m) => m.SkuPicker));
const SkuPicker = picker.Component;

interface Props {
  detail: GoodsDetailVO;
  value: Selection;
  onChange: (next: Selection) => void;
}

/**
 * The goods page's SKU picker, loaded once its row is near the screen (on a phone: right after the first paint)
 * or the page has loaded, or at once when its placeholder is tapped. Until it has arrived, a placeholder of the same
 * size holds its place: the axes' titles and one box per value in the Selector's grid, paddings and type, so nothing
 * moves when the picker replaces it. A tap on one of its boxes picks that value, as the picker would have.
 */
export function SkuPickerSlot({ detail, value, onChange }: Props) {
  const { t } = useTranslation('goods');
  const ref = useRef<HTMLDivElement>(null);
  const [touched, setTouched] = useState(false);
  const needed = useWhenNeeded(ref, '50%') || touched;
  const titled = (a: SkuAxis): SkuAxis => ({ ...a, title: a.title || t('sku.choose', { title: '' }) });
  const [first, second] = skuAxes(detail);
  const axes = [titled(first), titled(second)] as const;
  const pick = (n: 1 | 2, v: string) => {
    picker.touch();
    setTouched(true);
    const other = n === 1 ? value.v2 : value.v1;
    if (isValueAvailable(detail, n, v, other)) onChange(n === 1 ? { v1: v, v2: value.v2 } : { v1: value.v1, v2: v });
  };
  const placeholder = <SkuPlaceholder axes={axes} onPick={pick} />;
  return (
    <div ref={ref} data-testid="sku-slot">
      {needed ? (
        <Suspense fallback={placeholder}>
          <SkuPicker
            axes={axes}
            value={value}
            onChange={onChange}
            isAvailable={(n, v, other) => isValueAvailable(detail, n, v, other)}
            titleClassName={styles.sectionTitle}
          />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}

/**
 * The picker's boxes without their choices: their texts only size them (hidden until the picker shows them). A tap
 * on a box is the tap on that value (`onPick`): the picker loads at once and shows it picked.
 */
function SkuPlaceholder({ axes, onPick }: { axes: readonly SkuAxis[]; onPick: (n: 1 | 2, v: string) => void }) {
  // One listener for the grid: the boxes stay plain boxes for assistive technology, which waits for the picker.
  const tapped = (n: 1 | 2) => (e: MouseEvent<HTMLDivElement>) => {
    const v = (e.target as HTMLElement).closest<HTMLElement>('[data-value]')?.dataset.value;
    if (v !== undefined) onPick(n, v);
  };
  return (
    <div {...loadingState} data-testid="sku-placeholder">
      {axes.map((axis) => (
        <div key={axis.n}>
          <div className={styles.sectionTitle}>{axis.title}</div>
          {/* biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: a pointer's early tap only; keyboard and screen reader users get the picker, which is announced busy until then */}
          <div className={css.grid} onClick={tapped(axis.n)}>
            {axis.values.map((v) => (
              <div key={v} className={css.box} data-value={v}>
                <span className={css.size}>{v}</span>
              </div>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
