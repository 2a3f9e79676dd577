/**
 * Asks the browser for an image before any component has rendered it: a `<link rel="preload" as="image"
 * fetchpriority="high">` in the head. Used for a page's largest image once its URL is known from early data,
 * so the download runs while the page's code is still loading and rendering. Only http(s) URLs (absolute or
 * relative to the page) are preloaded; anything else is ignored, and each URL is asked for once.
 */
export function preloadImage(src: unknown, doc: Document = document): boolean {
  if (typeof src !== 'string' || src === '') return false;
  let url: URL;
  try {
    url = new URL(src, doc.baseURI);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  const existing = doc.head.querySelectorAll('link[rel="preload"][as="image"]');
  for (const link of existing) if ((link as HTMLLinkElement).href === url.href) return false;
  const link = doc.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'image');
  link.setAttribute('fetchpriority', 'high');
  // The same string the <img> will carry, so the browser matches the two and downloads once.
  link.href = src;
  doc.head.appendChild(link);
  return true;
}
