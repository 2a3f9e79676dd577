import { NavBar } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { close, hasBridge } from '@/platform/bridge';

interface Props {
  title: ReactNode;
  /** Hide the back arrow (tab pages). */
  noBack?: boolean;
  right?: ReactNode;
}

const backButton: React.CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  border: 0,
  background: 'none',
  padding: '8px 8px 8px 0',
  color: 'inherit',
};

/**
 * The page title bar. Back goes one step back in the app's history; a page opened directly goes
 * home, or, inside the native app, closes the webview (spec §7 navigation helper).
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
  const left = noBack ? null : (
    <button type="button" style={backButton} onClick={back} aria-label={t('back')}>
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path d="M15 4 7 12l8 8" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </button>
  );
  return (
    <NavBar back={null} backIcon={false} left={left} right={right}>
      <h1 style={{ font: 'inherit', margin: 0 }}>{title}</h1>
    </NavBar>
  );
}
