import type { ChainContractVO } from '@contracts/goods';
import { useTranslation } from 'react-i18next';
import { CHAINS, CONTRACT_CHAIN_ID, explorerAddressUrl, isShopChain } from '@/platform/chains';
import styles from './goods.module.css';

/** The contract every token of this goods lives on; the default ERC-1155 contract sits on Bityuan (2999). */
export function ChainInfo({
  contract,
  traceHash,
  chainId = CONTRACT_CHAIN_ID,
}: {
  contract: ChainContractVO;
  traceHash?: string;
  chainId?: number;
}) {
  const { t } = useTranslation('goods');
  const url = explorerAddressUrl(chainId, contract.address);
  return (
    <section className={styles.section} aria-labelledby="chain-title">
      <h2 id="chain-title" className={styles.sectionTitle}>
        {t('detail.chainInfo')}
      </h2>
      <div className={styles.row}>
        <span>{t('detail.contract')}</span>
        <span>{contract.name}</span>
      </div>
      <div className={styles.row}>
        <span>{t('detail.standard')}</span>
        <span>{contract.type}</span>
      </div>
      <div className={styles.row}>
        <span>{t('detail.chain')}</span>
        <span>{isShopChain(chainId) ? `${CHAINS[chainId].name} (${chainId})` : chainId}</span>
      </div>
      <div className={styles.row}>
        <span>{t('detail.contractAddress')}</span>
        <span className={styles.mono}>{contract.address}</span>
      </div>
      {traceHash ? (
        <div className={styles.row}>
          <span>{t('detail.traceHash')}</span>
          <span className={styles.mono}>{traceHash}</span>
        </div>
      ) : null}
      {url ? (
        <a href={url} target="_blank" rel="noopener noreferrer">
          {t('detail.viewExplorer')}
        </a>
      ) : null}
    </section>
  );
}
