import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLogout } from '@/api/auth';
import { clearAccountFrozen } from '@/lib/account-frozen';
import css from './account-frozen.module.css';

/**
 * The frozen-account screen: why (frozen, only support can lift it), a way to contact support, and logging out.
 * The token is already gone (api-client.ts), so leaving it either way is a local logout: the user's cached data is
 * dropped and the app carries on anonymous. Plain elements, not antd-mobile's animated Dialog (README Footguns).
 */
export default function AccountFrozenScreen() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const logout = useLogout();
  const titleId = useId();
  const bodyId = useId();
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => first.current?.focus(), []);

  const leave = async (to: string) => {
    await logout();
    clearAccountFrozen();
    navigate(to, { replace: true });
  };

  return (
    <div className={css.backdrop}>
      <div
        className={css.panel}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        data-testid="account-frozen"
      >
        <div className={css.icon} aria-hidden="true">
          !
        </div>
        <h2 id={titleId} className={css.title}>
          {t('frozen.title')}
        </h2>
        <p id={bodyId} className={css.body}>
          {t('frozen.body')}
        </p>
        <button ref={first} type="button" className={css.primary} onClick={() => void leave('/contact')}>
          {t('frozen.contact')}
        </button>
        <button type="button" className={css.secondary} onClick={() => void leave('/')}>
          {t('frozen.logout')}
        </button>
      </div>
    </div>
  );
}
