import type { GoodsDetailVO } from '@contracts/goods';
import { Selector } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { isValueAvailable, type Selection } from '../lib/sku-selection';
import styles from './goods.module.css';

interface Props {
  detail: GoodsDetailVO;
  value: Selection;
  onChange: (next: Selection) => void;
}

/** Two property axes (e.g. 颜色 × 尺寸); values with no stock under the other choice are disabled. */
export function SkuPicker({ detail, value, onChange }: Props) {
  const { t } = useTranslation('goods');
  const v1Values = detail.v1Skus.map((g) => g.propValue1);
  const v2Values = [...new Set(detail.v1Skus.flatMap((g) => g.v2Skus.map((s) => s.propValue2)))];
  const axis = (n: 1 | 2, title: string, values: string[], current: string | null, other: string | null) => (
    <div>
      <div className={styles.sectionTitle} id={`sku-axis-${n}`}>
        {title}
      </div>
      <Selector
        aria-labelledby={`sku-axis-${n}`}
        columns={3}
        showCheckMark={false}
        value={current === null ? [] : [current]}
        options={values.map((v) => ({
          label: v,
          value: v,
          disabled: !isValueAvailable(detail, n, v, other),
        }))}
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
      {axis(1, detail.skuProp.title1 || t('sku.choose', { title: '' }), v1Values, value.v1, value.v2)}
      {axis(2, detail.skuProp.title2 || t('sku.choose', { title: '' }), v2Values, value.v2, value.v1)}
    </div>
  );
}
