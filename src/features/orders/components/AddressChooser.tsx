import { Button, List, Radio, Skeleton } from 'antd-mobile';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAddressList } from '@/api/addresses';
import { loadingState } from '@/lib/page-state';

export interface ChosenAddress {
  id: number;
  name: string;
  phone: string;
  /** region + location, as the ship-to detail. */
  detail: string;
}

/** Picks a saved address; the default one (status 1) is chosen first. */
export function AddressChooser({
  value,
  onChange,
}: {
  value: ChosenAddress | null;
  onChange: (a: ChosenAddress) => void;
}) {
  const { t } = useTranslation('orders');
  const q = useAddressList();
  const rows = q.data ?? [];
  const toChosen = (a: (typeof rows)[number]): ChosenAddress => ({
    id: a.id,
    name: a.name,
    phone: a.phone,
    detail: `${a.region} ${a.location}`,
  });
  useEffect(() => {
    if (value || rows.length === 0) return;
    const first = rows.find((a) => a.status === 1) ?? rows[0];
    if (first) onChange(toChosen(first));
  });
  if (q.isPending) return <Skeleton.Paragraph {...loadingState} lineCount={2} animated />;
  if (rows.length === 0) {
    return (
      <div>
        {t('submit.noAddress')}{' '}
        <Link to="/address-edit">
          <Button size="mini">{t('submit.addAddress')}</Button>
        </Link>
      </div>
    );
  }
  return (
    <List header={t('submit.chooseAddress')}>
      <Radio.Group
        value={value?.id ?? null}
        onChange={(id) => {
          const a = rows.find((r) => r.id === id);
          if (a) onChange(toChosen(a));
        }}
      >
        {rows.map((a) => (
          <List.Item key={a.id} description={`${a.region} ${a.location}`}>
            {/* The text inside the Radio is its label: the radio is named "name phone" for screen readers. */}
            <Radio value={a.id} block>
              {a.name} {a.phone}
            </Radio>
          </List.Item>
        ))}
      </Radio.Group>
    </List>
  );
}
