import { CHAIN_ID_OF } from '@contracts/payments';
import { useTranslation } from 'react-i18next';
import { copyText } from '@/lib/feedback';
import { explorerTxUrl } from '@/platform/chains';
import styles from './orders.module.css';

/** A tx hash, shortened, with copy and an explorer link. */
export function TxHash({ hash, chain }: { hash: string; chain: 0 | 1 }) {
  const { t } = useTranslation('orders');
  const copy = () => copyText(hash);
  const url = explorerTxUrl(CHAIN_ID_OF[chain], hash);
  return (
    <span className={styles.mono}>
      <span title={hash}>{`${hash.slice(0, 10)}…${hash.slice(-8)}`}</span>{' '}
      <button type="button" onClick={() => void copy()} aria-label={`${t('detail.copy')} ${hash}`}>
        {t('detail.copy')}
      </button>{' '}
      {url ? (
        <a href={url} target="_blank" rel="noopener noreferrer">
          {t('detail.explorer')}
        </a>
      ) : null}
    </span>
  );
}
