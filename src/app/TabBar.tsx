import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import css from './shell.module.css';

const icon = (d: string): ReactNode => (
  <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
    <path d={d} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

export const TABS = [
  {
    name: 'home',
    path: '/',
    labelKey: 'tabs.home',
    icon: icon('M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z'),
  },
  {
    name: 'broadcast',
    path: '/broadcast',
    labelKey: 'tabs.broadcast',
    icon: icon('M4 9v6h4l6 4V5L8 9zm14-1a5 5 0 0 1 0 8'),
  },
  {
    name: 'user',
    path: '/user',
    labelKey: 'tabs.user',
    icon: icon('M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-8 9a8 8 0 0 1 16 0'),
  },
] as const;

/**
 * The bottom tab bar (docs/backend/spec-rules.md#tab-bar): home, broadcast, user. The active tab follows the current
 * route name; links (not divs) so it works with a keyboard and a screen reader; safe-area aware via CSS.
 */
export function TabBar({ active }: { active: string }) {
  const { t } = useTranslation('shell');
  return (
    <nav className={css.tabBar} aria-label={t('tabs.label')}>
      {TABS.map((tab) => {
        const on = tab.name === active;
        return (
          <Link
            key={tab.name}
            to={tab.path}
            className={on ? `${css.tab} ${css.tabActive}` : css.tab}
            aria-current={on ? 'page' : undefined}
            replace={on}
          >
            {tab.icon}
            <span>{t(tab.labelKey)}</span>
          </Link>
        );
      })}
    </nav>
  );
}
