import { useMemo } from 'react';
import { sanitizeRichHtml } from '@/lib/sanitize-html';
import css from './safe-html.module.css';

/** Renders operator HTML after DOMPurify; images lazy and capped to the column. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeRichHtml(html), [html]);
  return (
    // Sanitised above: no scripts, handlers or javascript: URLs survive.
    // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised operator HTML
    <div className={[css.rich, className].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{ __html: clean }} />
  );
}
