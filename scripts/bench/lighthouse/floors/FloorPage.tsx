import type { ReactNode } from 'react';

/**
 * The same small page in every floor: a title and a banner-sized block (or `head` in their place) and twenty lines of
 * goods text.
 */
export function FloorPage({ title, head }: { title: string; head?: ReactNode }) {
  return (
    <main>
      {head ?? (
        <>
          <h1>{title}</h1>
          <div style={{ height: 150, background: '#c8161d' }} />
        </>
      )}
      <ul>
        {Array.from({ length: 20 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list that never reorders
          <li key={i}>
            商品 {i} 的名字与价格 ¥{i * 10}.00
          </li>
        ))}
      </ul>
    </main>
  );
}
