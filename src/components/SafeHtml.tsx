import { type MouseEvent, useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { sanitizeRichHtml } from '@/lib/sanitize-html';
import { EXTERNAL_HOST_ALLOWLIST, gateTarget } from '@/platform/nav-gate';
import css from './safe-html.module.css';

/**
 * Renders merchant or operator HTML (goods descriptions, notices, lottery rules) after the app's one
 * sanitiser. A click on a link goes through the navigation gate: an in-app path stays in the app, an
 * allow-listed https host opens outside, anything else does nothing (in the native webview a plain
 * link would replace the app itself with the target).
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const navigate = useNavigate();
  const clean = useMemo(() => sanitizeRichHtml(html), [html]);
  const onClick = useCallback(
    (e: MouseEvent<HTMLDivElement>) => {
      const link = (e.target as Element).closest?.('a[href]');
      if (!link) return;
      e.preventDefault();
      const target = gateTarget(link.getAttribute('href'), {
        appOrigin: window.location.origin,
        externalHosts: EXTERNAL_HOST_ALLOWLIST,
      });
      if (target.kind === 'route') navigate(target.to);
      else if (target.kind === 'external') window.open(target.href, '_blank', 'noopener,noreferrer');
    },
    [navigate],
  );
  return (
    // The click handler only intercepts links (keyboard activation of a link fires click too).
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: delegated link clicks
    <div
      className={[css.rich, className].filter(Boolean).join(' ')}
      onClick={onClick}
      // Sanitised above: no scripts, handlers or script-capable URLs survive.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised merchant/operator HTML
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
