import { Tabs } from 'antd-mobile';
import { Fragment, type ReactNode } from 'react';

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

/**
 * The status tabs over the list of the chosen status (the children). The list is keyed by the status, so a new tab starts from
 * its first page with a fresh infinite-scroll footer instead of the last tab's pages.
 */
export function StatusTabbedList({ children, ...tabs }: Props & { children: ReactNode }) {
  return (
    <div>
      <StatusTabs {...tabs} />
      <Fragment key={tabs.value}>{children}</Fragment>
    </div>
  );
}
