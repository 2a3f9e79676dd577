import { Button, ErrorBlock } from 'antd-mobile';
import { Link } from 'react-router';
import { emptyState } from '@/lib/page-state';
import { LoadFailed } from '../LoadStates';
import css from './paged-list.module.css';

/**
 * The list's states that use antd-mobile (empty, failed first page, a failed page's retry): PagedList loads this
 * module only when one shows, so a list that loads well paints without antd-mobile (the home page's feed).
 */

/** The empty state's next step: a route to go to, or an action. */
export type EmptyNext = { label: string; to: string } | { label: string; onClick: () => void };

export function ListEmpty({ title, description, next }: { title: string; description?: string; next: EmptyNext }) {
  return (
    <ErrorBlock {...emptyState} status="empty" title={title} description={description ?? ''} data-testid="list-empty">
      {'to' in next ? (
        <Link to={next.to} className={css.next}>
          {next.label}
        </Link>
      ) : (
        <Button color="danger" fill="outline" onClick={next.onClick}>
          {next.label}
        </Button>
      )}
    </ErrorBlock>
  );
}

export function RetryButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button size="small" onClick={onClick}>
      {label}
    </Button>
  );
}

export { LoadFailed };
