import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTokens } from '@/api/assets';
import { onePage } from '@/components/list/list-query';
import { PagedList } from '@/components/list/PagedList';
import { useStatusWord } from '@/lib/status-words';
import { groupByGoods } from '../lib/group';
import { serialOf } from '../lib/token-tx';
import css from './assets.module.css';

/** The user's token assets grouped by goods, with counts and covers; each token opens its detail. */
export function AssetList() {
  const { t } = useTranslation('assets');
  const word = useStatusWord();
  const q = useTokens();
  const groups = q.data ? groupByGoods(q.data) : [];
  return (
    <PagedList
      query={onePage(q)}
      items={groups}
      itemKey={(g) => g.goodsId}
      wrap={(rows) => <section aria-label={t('list.title')}>{rows}</section>}
      renderItem={(g) => (
        <section className={css.group} aria-label={g.goodsName}>
          <div className={css.groupHead}>
            <img
              className={css.cover}
              src={g.goodsCover}
              alt=""
              width={56}
              height={56}
              loading="lazy"
              decoding="async"
            />
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
      )}
      failedTitle={t('loadError')}
      empty={{ title: t('list.empty'), next: { label: t('list.emptyNext'), to: '/' } }}
    />
  );
}
