import { type MouseEvent, useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { type LinkGate, sanitizeRichHtml } from '@/lib/sanitize-html';
import { EXTERNAL_HOST_ALLOWLIST } from '@/platform/chains';
import { gateTarget, richTextLink } from '@/platform/nav-gate';
import css from './safe-html.module.css';

const gateOptions = () => ({ appOrigin: window.location.origin, externalHosts: EXTERNAL_HOST_ALLOWLIST });

const gateLink: LinkGate = (href) => richTextLink(href, gateOptions());

/**
 * Renders merchant or operator HTML (goods descriptions, notices, lottery rules) after the app's one
 * sanitiser, which writes each link's href through the navigation gate: an in-app path, an allow-listed
 * https URL (new tab, no opener), or no href at all. So a middle click, "open in new tab" or a long press,
 * which the page never sees, can only reach a gated target. A plain click (and Enter on a focused link,
 * which fires click) stays in the app for an in-app path (in the native webview a plain link would replace
 * the app itself with the target) and opens an allow-listed host outside.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const navigate = useNavigate();
  const clean = useMemo(() => sanitizeRichHtml(html, gateLink), [html]);
  const onClick = useCallback(
    (e: MouseEvent<HTMLDivElement>) => {
      const link = (e.target as Element).closest?.('a, area');
      if (!link) return;
      e.preventDefault();
      // The href is already gated; asking the gate again keeps this the one place that decides.
      const target = gateTarget(link.getAttribute('href'), gateOptions());
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
      // Sanitised above: no scripts, handlers or script-capable URLs survive; hrefs are the gate's.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised merchant/operator HTML
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
