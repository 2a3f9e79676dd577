import { Tabs } from 'antd-mobile';

interface Props {
  /** The chosen status; −1 is "all". */
  value: number;
  onChange: (status: number) => void;
  allLabel: string;
  /** The statuses in tab order (a contract enum's values). */
  values: readonly number[];
  titleOf: (status: number) => string;
}

/** The tabs above a list filtered by status: "all" (−1) first, then one tab per status. */
export function StatusTabs({ value, onChange, allLabel, values, titleOf }: Props) {
  return (
    <Tabs activeKey={String(value)} onChange={(k) => onChange(Number(k))}>
      <Tabs.Tab key="-1" title={allLabel} />
      {values.map((v) => (
        <Tabs.Tab key={String(v)} title={titleOf(v)} />
      ))}
    </Tabs>
  );
}
