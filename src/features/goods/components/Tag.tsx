import css from './tag.module.css';

export type TagColor = 'default' | 'primary' | 'warning' | 'danger';

/** A solid tag as antd-mobile drew it, in a plain element: the home feed's cards and the goods page are first screens. */
export function Tag({ color = 'default', children }: { color?: TagColor; children: string }) {
  return (
    <span className={`${css.tag} ${css[color]}`} data-tag={color}>
      {children}
    </span>
  );
}
