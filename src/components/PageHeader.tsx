import { NavBar } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';

interface Props {
  title: ReactNode;
  /** Hide the back arrow (tab pages). */
  noBack?: boolean;
  right?: ReactNode;
}

/**
 * The page title bar. Back goes one step back in the app's history, or home when the page was
 * opened directly (a shared link must not leave the app on back).
 */
export function PageHeader({ title, noBack, right }: Props) {
  const navigate = useNavigate();
  const location = useLocation();
  const back = () => {
    if (location.key !== 'default') navigate(-1);
    else navigate('/', { replace: true });
  };
  return (
    <NavBar
      back={noBack ? null : undefined}
      backIcon={noBack ? false : undefined}
      onBack={noBack ? undefined : back}
      right={right}
    >
      <h1 style={{ font: 'inherit', margin: 0 }}>{title}</h1>
    </NavBar>
  );
}
