import type { TokenMetaVO } from '@contracts/orders';
import { Popup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import css from './prize-reveal.module.css';

/** The prize of an opened box, with a link to the goods' open records. */
export function PrizeReveal({
  prize,
  goodsId,
  onClose,
}: {
  prize: TokenMetaVO | null;
  goodsId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('assets');
  return (
    <Popup visible={prize !== null} bodyStyle={{ padding: 24 }} onMaskClick={onClose}>
      {prize ? (
        <div className={css.reveal} role="dialog" aria-label={t('reveal.title')}>
          <h2>{t('reveal.title')}</h2>
          <img src={prize.cover} alt={prize.name} />
          <p data-testid="prize-name">{prize.name}</p>
          <Link to={`/blindbox-record/${goodsId}`}>{t('reveal.records')}</Link>
        </div>
      ) : null}
    </Popup>
  );
}
