import DOMPurify from 'dompurify';

/**
 * Operator-written HTML (notices, lottery rules): scripts, inline handlers, javascript: URLs, frames
 * and forms are removed. Images load lazily and keep their intrinsic ratio (width/height kept so the
 * page does not jump; CSS caps them at the column width). Links leave the app without access to it.
 */
export function sanitizeRichHtml(html: string): string {
  const fragment = DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe', 'object', 'embed', 'frame', 'frameset'],
    FORBID_ATTR: ['style', 'srcset'],
    RETURN_DOM_FRAGMENT: true,
  });
  for (const img of fragment.querySelectorAll('img')) {
    img.setAttribute('loading', 'lazy');
    img.setAttribute('decoding', 'async');
    if (!img.getAttribute('alt')) img.setAttribute('alt', '');
  }
  for (const a of fragment.querySelectorAll('a')) {
    a.setAttribute('target', '_blank');
    a.setAttribute('rel', 'noopener noreferrer');
  }
  const box = document.createElement('div');
  box.appendChild(fragment);
  return box.innerHTML;
}
