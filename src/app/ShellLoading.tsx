import { loadingState } from '@/lib/page-state';
import css from './shell.module.css';

/**
 * Shown while the first route's lazy chunk loads. A CSS spinner rather than antd-mobile's SpinLoading,
 * which animates with react-spring (18 KiB gzip) and would put it in the entry bundle.
 */
export function ShellLoading() {
  return (
    <div className={css.shellLoading} role="progressbar" aria-label="loading" {...loadingState}>
      <span className={css.spinner} />
    </div>
  );
}
