import type { GoodsDetailVO, GoodsSkuVO } from '@contracts/goods';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '@/lib/money';
import type { SaleState } from '../lib/sale-state';
import styles from './goods.module.css';
import { Tag } from './Tag';

/**
 * Name, price (of the chosen SKU, else the lowest), stock, sales, limit, delivery kind and when the sale opens.
 * `sale` is the page's (useSaleState, on the server's clock), the one the buy button follows: the two never disagree.
 */
export function GoodsSummary({ detail, sku, sale }: { detail: GoodsDetailVO; sku?: GoodsSkuVO; sale: SaleState }) {
  const { t, i18n } = useTranslation('goods');
  const { spu } = detail;
  const limit = sku
    ? Math.min(...[sku.orderLimit, spu.orderLimit].filter((n) => n >= 0), Number.POSITIVE_INFINITY)
    : Number.POSITIVE_INFINITY;
  const when = (ms: number) => new Date(ms).toLocaleString(i18n.language === 'en' ? 'en-GB' : 'zh-CN');
  return (
    <section className={styles.section}>
      <div className={styles.price} data-testid="goods-price">
        {sku ? formatPrice(sku.price) : t('detail.fromPrice', { price: formatPrice(spu.price) })}
      </div>
      <h1 style={{ fontSize: 17, margin: '6px 0' }}>{spu.name}</h1>
      {spu.des ? <p className={styles.muted}>{spu.des}</p> : null}
      <div className={styles.row}>
        <span>{t('detail.stock', { count: sku ? sku.stock : spu.stock })}</span>
        <span>{t('detail.sales', { count: sku ? sku.sales : spu.sales })}</span>
        <span>{t('detail.favorites', { count: spu.favorite })}</span>
      </div>
      <div className={styles.tags}>
        {Number.isFinite(limit) ? (
          <Tag color={limit === 0 ? 'danger' : 'warning'}>
            {limit === 0 ? t('detail.cannotBuy') : t('detail.limitLeft', { count: limit })}
          </Tag>
        ) : (
          <Tag>{t('detail.limitNone')}</Tag>
        )}
        {sku ? <Tag color="primary">{sku.expressType === 1 ? t('detail.shipping') : t('detail.tokenOnly')}</Tag> : null}
      </div>
      {spu.saleType === 1 && spu.saleTimeNormal ? (
        <p className={styles.muted}>{t('detail.whitelistUntil', { time: when(spu.saleTimeNormal) })}</p>
      ) : null}
      {sale.kind === 'unscheduled' ? (
        // docs/backend/corrections.md#b8-no-sale-time: no sale time means the backend cannot take an order for it; say
        // so next to the disabled button.
        <p className={styles.muted} data-testid="no-sale-time">
          {t('detail.noSaleTime')}
        </p>
      ) : null}
      {sale.kind === 'upcoming' ? <p className={styles.muted}>{t('detail.saleAt', { time: when(sale.at) })}</p> : null}
    </section>
  );
}
