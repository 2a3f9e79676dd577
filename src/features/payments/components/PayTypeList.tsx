import type { PriceVO } from '@contracts/payments';
import { List, Radio } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useStatusWord } from '@/lib/status-words';

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
  const { t } = useTranslation('payments');
  const word = useStatusWord();
  return (
    <Radio.Group value={value} onChange={(v) => onChange(Number(v))}>
      <List header={t('pay.choose')}>
        {prices.map((p) => {
          const coin = word('coin', p.coinType);
          return (
            <List.Item
              key={p.chainType}
              prefix={<Radio value={p.chainType} aria-label={word('chain', p.chainType)} />}
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
