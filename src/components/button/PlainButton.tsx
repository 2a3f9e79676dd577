import type { ButtonHTMLAttributes } from 'react';
import css from './plain-button.module.css';

export interface PlainButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color'> {
  /** antd-mobile's Button colours the app uses: `default` (white, bordered), `primary`, `danger` (filled). */
  color?: 'default' | 'primary' | 'danger';
  /** antd-mobile's `middle` (the default) and `large` sizes. */
  size?: 'middle' | 'large';
  /** The whole width of its container. */
  block?: boolean;
  /** Busy: three dots and `loadingText` in place of the children, and the button cannot be pressed. */
  loading?: boolean;
  /** The words beside the dots while loading (the children when they are a string): a loading button keeps a name. */
  loadingText?: string;
}

/**
 * A button in antd-mobile's Button look (its CSS variables: --adm-color-primary and the app's red), as a plain
 * <button>: a first screen that shows one paints without antd-mobile's code (issue 30; the login screen). Unlike
 * antd's, a loading button keeps words beside its spinner (axe: button-name), and the focus ring shows.
 */
export function PlainButton({
  color = 'default',
  size = 'middle',
  block,
  loading,
  loadingText,
  disabled,
  className,
  type = 'button',
  children,
  ...rest
}: PlainButtonProps) {
  const classes = [css.button, css[color], size === 'large' && css.large, block && css.block, className]
    .filter(Boolean)
    .join(' ');
  const words = loadingText ?? (typeof children === 'string' ? children : undefined);
  return (
    <button {...rest} type={type} className={classes} disabled={disabled || loading} aria-busy={loading || undefined}>
      {loading ? (
        <span className={css.loading}>
          <span className={css.dots} aria-hidden="true">
            <span />
            <span />
            <span />
          </span>
          {words}
        </span>
      ) : (
        children
      )}
    </button>
  );
}
