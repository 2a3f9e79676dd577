/**
 * The first screen's largest image as index.html's inline script painted it into the static shell
 * (window.__mallPrepaint), before any of the app's code ran. The component that shows the same picture takes that
 * very element over (moves it into its own tree) instead of rendering a second <img>: the browser keeps the paint
 * it already made, and no second largest-contentful-paint candidate appears, as long as the app's box for it is
 * the same size as the shell's (the shell's `.boot-lcp-*` classes in index.html mirror the app's).
 */
declare global {
  interface Window {
    __mallPrepaint?: HTMLImageElement;
  }
}

/** The painted element if it shows `src` and no component has taken it yet. */
export function prepaintedFor(src: string): HTMLImageElement | null {
  const img = globalThis.window?.__mallPrepaint;
  if (!img || img.getAttribute('src') !== src) return null;
  // Still in the shell (or detached): not yet in the app's tree.
  return img.closest('#root') ? null : img;
}

export interface TakeOverProps {
  className?: string;
  alt: string;
  width: number;
  height: number;
  style?: Partial<CSSStyleDeclaration>;
}

/** Moves the painted element into `host` and gives it the app's attributes. */
export function takeOver(img: HTMLImageElement, host: HTMLElement, props: TakeOverProps): void {
  img.className = props.className ?? '';
  img.alt = props.alt;
  img.width = props.width;
  img.height = props.height;
  img.loading = 'eager';
  if (props.style) Object.assign(img.style, props.style);
  if (img.parentNode !== host) host.appendChild(img);
  if (window.__mallPrepaint === img) delete window.__mallPrepaint;
}
