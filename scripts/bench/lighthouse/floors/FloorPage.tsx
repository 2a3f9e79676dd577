/** The same small page in every floor: a title, a banner-sized block and twenty lines of goods text. */
export function FloorPage({ title }: { title: string }) {
  return (
    <main>
      <h1>{title}</h1>
      <div style={{ height: 150, background: '#c8161d' }} />
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
