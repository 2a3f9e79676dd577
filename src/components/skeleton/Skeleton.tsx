import css from './skeleton.module.css';

const cls = (animated: boolean, ...names: (string | undefined)[]) =>
  [css.block, animated && css.animated, ...names].filter(Boolean).join(' ');

/**
 * A grey placeholder block of a given height (a picture, a card) while its content loads. Decoration only:
 * the container that waits says so (`aria-busy`, a status), so the block is hidden from assistive technology.
 */
export function Skeleton({
  height,
  radius = 0,
  animated = true,
}: {
  height: number;
  radius?: number;
  animated?: boolean;
}) {
  return (
    <span aria-hidden="true" className={cls(animated)} style={{ height, borderRadius: radius }} data-skeleton="" />
  );
}

/** Lines of text still loading; the last one shorter, as a paragraph ends. */
export function SkeletonParagraph({ lineCount = 3, animated = true }: { lineCount?: number; animated?: boolean }) {
  return (
    <span aria-hidden="true" style={{ display: 'block' }}>
      {Array.from({ length: lineCount }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <span key={i} className={cls(animated, css.line)} data-skeleton="" />
      ))}
    </span>
  );
}
