import type { UserVO } from '@contracts/account';
import { Avatar, Button, Grid, List } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LoadFailed } from '@/components/LoadStates';
import { askConfirm, copyText, notOpenYet } from '@/lib/feedback';
import { loadingState } from '@/lib/page-state';
import css from './account.module.css';
import { LanguagePicker } from './LanguagePicker';

interface Props {
  user: UserVO | null;
  /** A token is stored but user info has not arrived yet. */
  pending?: boolean;
  /** A token is stored but loading user info failed: offer a retry, not the visitor's login button. */
  onRetry?: () => void;
  onLogout: () => void | Promise<void>;
  /** The scanner entry (the page composes the scanner feature). */
  scanSlot?: ReactNode;
}

/** Order shortcuts by InfoStatus (−1 = all). */
const ORDER_TABS = [
  { status: 0, key: 'wait' },
  { status: 1, key: 'paid' },
  { status: 4, key: 'refund' },
  { status: -1, key: 'all' },
] as const;

const short = (a: string) => `${a.slice(0, 6)}…${a.slice(-4)}`;

export function UserCentre({ user, pending, onRetry, onLogout, scanSlot }: Props) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const logout = async () => {
    if (
      await askConfirm({
        content: t('logoutConfirm'),
        confirmText: t('logout'),
        cancelText: t('cancel'),
      })
    )
      await onLogout();
  };
  // '#id' scrolls to a section of the same page (the asset list under the user centre).
  const go = (to: string) =>
    to.startsWith('#') ? document.getElementById(to.slice(1))?.scrollIntoView({ behavior: 'smooth' }) : navigate(to);
  const entry = (key: string, to?: string) =>
    to ? (
      <List.Item key={key} onClick={() => go(to)}>
        {t(`entries.${key}`)}
      </List.Item>
    ) : (
      <List.Item key={key} onClick={notOpenYet}>
        {t(`entries.${key}`)}
      </List.Item>
    );
  return (
    <>
      <section className={css.head} aria-label={t('profile')}>
        {user ? (
          <>
            <Avatar src={user.headUrl} className={css.avatar} />
            <div className={css.who}>
              <h2 className={css.nick}>{user.nickname}</h2>
              <button
                type="button"
                className={css.addr}
                onClick={() => void copyText(user.address)}
                title={t('copyAddress')}
              >
                {short(user.address)} · {t('copy')}
              </button>
              <Link to="/myInvite" className={css.invites}>
                {t('inviteNum', { count: user.inviteNum })}
              </Link>
            </div>
            <Link to="/edit-info" className={css.edit}>
              {t('edit')}
            </Link>
          </>
        ) : onRetry ? (
          <LoadFailed onRetry={onRetry} />
        ) : (
          <div className={css.visitor} {...(pending ? loadingState : {})}>
            <p>{pending ? t('loadingUser') : t('visitor')}</p>
            {!pending && (
              <Button color="danger" onClick={() => navigate('/login?redirect=%2Fuser')}>
                {t('loginCta')}
              </Button>
            )}
          </div>
        )}
      </section>
      {user && (
        <List header={t('orders')}>
          <List.Item>
            <Grid columns={4} gap={8}>
              {ORDER_TABS.map((o) => (
                <Grid.Item key={o.key}>
                  <Link className={css.gridLink} to={o.status === -1 ? '/orders' : `/orders?status=${o.status}`}>
                    {t(`orderTabs.${o.key}`)}
                  </Link>
                </Grid.Item>
              ))}
            </Grid>
          </List.Item>
        </List>
      )}
      <List header={t('services')}>
        {user && [
          entry('deliveries', '/orders?kind=delivery'),
          entry('assets', '#assets'),
          entry('invoices', '/myreceipt'),
          entry('addresses', '/address'),
          entry('invitations', '/myInvite'),
        ]}
        {entry('lotteries', '/lotteryList')}
        {scanSlot && <List.Item extra={scanSlot}>{t('entries.scanner')}</List.Item>}
        <List.Item extra={<LanguagePicker />}>{t('entries.language')}</List.Item>
        {entry('contact', '/contact')}
        {entry('download', '/downloadPage')}
      </List>
      {user && (
        <div style={{ padding: 16 }}>
          <Button block onClick={logout}>
            {t('logout')}
          </Button>
        </div>
      )}
    </>
  );
}
