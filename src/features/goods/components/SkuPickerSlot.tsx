import type { GoodsDetailVO } from '@contracts/goods';
import { lazy, Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { afterFirstScreen } from '@/lib/after-first-screen';
import { loadingState } from '@/lib/page-state';
import { useWhenNeeded } from '@/lib/use-when-needed';
import { type SkuAxis, skuAxes } from '../lib/sku-axes';
import { isValueAvailable, type Selection } from '../lib/sku-selection';
import styles from './goods.module.css';
import css from './sku-slot.module.css';

/**
 * A chunk of its own (with antd-mobile's Selector): not among the first screen's files (npm run budget). Asked for
 * once the cover is on screen: antd-mobile's ~70 KiB would otherwise share a phone's link with that picture.
 */
const SkuPicker = lazy(() =>
  afterFirstScreen()
    .then(() => import('./SkuPicker'))
    .then((m) => ({ default: m.SkuPicker })),
);

interface Props {
  detail: GoodsDetailVO;
  value: Selection;
  onChange: (next: Selection) => void;
}

/**
 * The goods page's SKU picker, loaded once its row is near the screen (on a phone: right after the first paint)
 * or the page has loaded. Until it has arrived, a placeholder of the same size holds its place: the axes' titles
 * and one box per value in the Selector's grid, paddings and type, so nothing moves when the picker replaces it.
 */
export function SkuPickerSlot({ detail, value, onChange }: Props) {
  const { t } = useTranslation('goods');
  const ref = useRef<HTMLDivElement>(null);
  const needed = useWhenNeeded(ref, '50%');
  const titled = (a: SkuAxis): SkuAxis => ({ ...a, title: a.title || t('sku.choose', { title: '' }) });
  const [first, second] = skuAxes(detail);
  const axes = [titled(first), titled(second)] as const;
  const placeholder = <SkuPlaceholder axes={axes} />;
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

/** The picker's boxes without their choices: their texts only size them (hidden, so no tap lands on them). */
function SkuPlaceholder({ axes }: { axes: readonly SkuAxis[] }) {
  return (
    <div {...loadingState} data-testid="sku-placeholder">
      {axes.map((axis) => (
        <div key={axis.n}>
          <div className={styles.sectionTitle}>{axis.title}</div>
          <div className={css.grid}>
            {axis.values.map((v) => (
              <div key={v} className={css.box}>
                <span className={css.size}>{v}</span>
              </div>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
