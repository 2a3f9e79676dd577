import type { PriceVO } from '@contracts/payments';
import { List, Radio } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useStatusWord } from '@/lib/status-words';

/** Coin amount, rate and the merchant's pay-to address of one quote. */
function useQuoteParts(p: PriceVO) {
  const { t } = useTranslation('payments');
  const word = useStatusWord();
  const coin = word('coin', p.coinType);
  return {
    description: (
      <>
        <div>{t('pay.rate', { coin, price: p.price })}</div>
        <div style={{ wordBreak: 'break-all' }}>
          {t('pay.payAddress')}: {p.payAddress}
        </div>
      </>
    ),
    extra: <strong>{t('pay.coinAmount', { amount: p.amount, coin })}</strong>,
  };
}

function ChoiceRow({ p, onChange }: { p: PriceVO; onChange: (chainType: number) => void }) {
  const { t } = useTranslation('payments');
  const parts = useQuoteParts(p);
  return (
    <List.Item description={parts.description} extra={parts.extra} onClick={() => onChange(p.chainType)}>
      {/* The chain's name inside the Radio is its label (a radio named for screen readers). */}
      <Radio value={p.chainType}>{t(`chain.${p.chainType}`)}</Radio>
    </List.Item>
  );
}

/**
 * The only chain pay-type lists (docs/backend/corrections.md#b7-pay-type-chains): nothing to choose, so no radio and no
 * empty choice.
 */
function OnlyChain({ p }: { p: PriceVO }) {
  const { t } = useTranslation('payments');
  const parts = useQuoteParts(p);
  return (
    <List header={t('pay.payWith')} data-testid="single-pay-type">
      <List.Item description={parts.description} extra={parts.extra}>
        {t(`chain.${p.chainType}`)}
      </List.Item>
    </List>
  );
}

/** One row per pay type the server quotes; a single quote is shown as the one way to pay. */
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
  if (prices.length === 1 && prices[0]) return <OnlyChain p={prices[0]} />;
  return (
    <Radio.Group value={value} onChange={(v) => onChange(Number(v))}>
      <List header={t('pay.choose')}>
        {prices.map((p) => (
          <ChoiceRow key={p.chainType} p={p} onChange={onChange} />
        ))}
      </List>
    </Radio.Group>
  );
}
