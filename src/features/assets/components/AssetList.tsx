import { ErrorBlock, Skeleton, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadFailed } from '@/components/LoadStates';
import { useStatusWord } from '@/lib/status-words';
import { useTokens } from '../api/assets';
import { groupByGoods } from '../lib/group';
import { serialOf } from '../lib/token-tx';
import css from './assets.module.css';

/** The user's token assets grouped by goods, with counts and covers; each token opens its detail. */
export function AssetList() {
  const { t } = useTranslation('assets');
  const word = useStatusWord();
  const q = useTokens();
  if (q.isPending) return <Skeleton.Paragraph lineCount={6} animated />;
  if (q.isError) return <LoadFailed title={t('loadError')} onRetry={() => void q.refetch()} />;
  const groups = groupByGoods(q.data.data);
  if (groups.length === 0) return <ErrorBlock status="empty" title={t('list.empty')} description="" />;
  return (
    <section aria-label={t('list.title')}>
      {groups.map((g) => (
        <section key={g.goodsId} className={css.group} aria-label={g.goodsName}>
          <div className={css.groupHead}>
            <img className={css.cover} src={g.goodsCover} alt="" />
            <div>
              <div>{g.goodsName}</div>
              <div className={css.muted}>{t('list.count', { count: g.tokens.length })}</div>
            </div>
          </div>
          <div className={css.tokens}>
            {g.tokens.map((tok) => (
              <Link key={tok.tokenId} className={css.token} to={`/asset/${tok.goodsId}/${tok.tokenId}`}>
                {tok.tokenName} #{serialOf(tok.tokenId)}
                {tok.blindBoxType === 1 ? <Tag color="warning">{t('list.box')}</Tag> : null}
                {(tok.freezeType ?? 0) !== 0 ? <Tag color="default">{word('freeze', tok.freezeType ?? 0)}</Tag> : null}
              </Link>
            ))}
          </div>
        </section>
      ))}
    </section>
  );
}
