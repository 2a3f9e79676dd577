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

/** The pictures index.html may paint: the home page's first banner, the goods page's first cover. */
export type PrepaintBox = 'banner' | 'cover';

/**
 * Marks a pending screen's place for its largest picture (see PrepaintSlot): index.html's script paints into it
 * when the answer arrives after the app rendered, and a picture painted before is moved into it, since the shell
 * hides the moment the app renders.
 */
export const SLOT_ATTR = 'data-prepaint-slot';

/** The painted element if it shows `src` and no component has taken it yet (a pending screen's slot may hold it). */
export function prepaintedFor(src: string): HTMLImageElement | null {
  const img = globalThis.window?.__mallPrepaint;
  if (!img || img.getAttribute('src') !== src) return null;
  // Still in the shell (or detached) or held by a pending slot: not yet taken by the component that shows it.
  return img.closest('#root') && !img.closest(`[${SLOT_ATTR}]`) ? null : img;
}

/**
 * Moves the picture painted into the shell for `box` into a pending screen's slot, so it stays on screen while
 * the screen's data is parsed (the shell hides once the app renders). The component that shows it takes it from
 * there (prepaintedFor, takeOver). A picture already in the app, or painted for the other box, stays where it is.
 */
export function holdPrepaint(box: PrepaintBox, slot: HTMLElement): void {
  const img = globalThis.window?.__mallPrepaint;
  if (!img?.classList.contains(`boot-lcp-${box}`) || img.closest('#root')) return;
  img.className = '';
  slot.appendChild(img);
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
