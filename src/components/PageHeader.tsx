import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { close, hasBridge } from '@/platform/bridge';
import css from './page-header.module.css';

interface Props {
  title: ReactNode;
  /** Hide the back arrow (tab pages). */
  noBack?: boolean;
  right?: ReactNode;
}

/**
 * The page title bar. Back goes one step back in the app's history; a page opened directly goes
 * home, or, inside the native app, closes the webview (docs/backend/spec-rules.md#nav-helper). Own markup rather
 * than antd-mobile's NavBar, whose left slot is a role="button" div: a real button inside it would
 * nest interactive elements.
 */
export function PageHeader({ title, noBack, right }: Props) {
  const navigate = useNavigate();
  const location = useLocation();
  const { t } = useTranslation('common');
  const back = () => {
    if (location.key !== 'default') navigate(-1);
    else if (hasBridge()) void close().catch(() => navigate('/', { replace: true }));
    else navigate('/', { replace: true });
  };
  return (
    <header className={css.bar}>
      <div className={css.side}>
        {!noBack && (
          <button type="button" className={css.back} onClick={back} aria-label={t('back')}>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
              <path d="M15 4 7 12l8 8" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        )}
      </div>
      <h1 className={css.title}>{title}</h1>
      <div className={`${css.side} ${css.right}`}>{right}</div>
    </header>
  );
}

/**
 * A page as every screen lays it out: the title bar over the page's main content. Takes PageHeader's props (title,
 * noBack, right).
 */
export function Screen({ children, ...header }: Props & { children: ReactNode }) {
  return (
    <>
      <PageHeader {...header} />
      <main>{children}</main>
    </>
  );
}
