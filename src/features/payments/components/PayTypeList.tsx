import { ChainType, CoinType, type PriceVO } from '@contracts/payments';
import { List, Radio } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { langOf } from '@/lib/i18n';

/** One row per pay type the server quotes: coin amount, rate and the merchant's pay-to address. */
export function PayTypeList({
  prices,
  value,
  onChange,
}: {
  prices: PriceVO[];
  value: number | null;
  onChange: (chainType: number) => void;
}) {
  const { t, i18n } = useTranslation('payments');
  const lang = langOf(i18n.language);
  return (
    <Radio.Group value={value} onChange={(v) => onChange(Number(v))}>
      <List header={t('pay.choose')}>
        {prices.map((p) => {
          const coin = CoinType.label(p.coinType, lang);
          return (
            <List.Item
              key={p.chainType}
              prefix={<Radio value={p.chainType} aria-label={ChainType.label(p.chainType, lang)} />}
              description={
                <>
                  <div>{t('pay.rate', { coin, price: p.price })}</div>
                  <div style={{ wordBreak: 'break-all' }}>
                    {t('pay.payAddress')}: {p.payAddress}
                  </div>
                </>
              }
              extra={<strong>{t('pay.coinAmount', { amount: p.amount, coin })}</strong>}
              onClick={() => onChange(p.chainType)}
            >
              {t(`chain.${p.chainType}`)}
            </List.Item>
          );
        })}
      </List>
    </Radio.Group>
  );
}
