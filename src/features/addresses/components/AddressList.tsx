import type { UserExpressVO } from '@contracts/addresses';
import { Button, Dialog, ErrorBlock, List, Skeleton, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '@/components/LoadStates';
import { useAddressList, useDeleteAddress, useSaveAddress } from '../api/addresses';
import css from './addresses.module.css';

interface Props {
  onAdd: () => void;
  onEdit: (id: number) => void;
}

/** The address book: default first, edit, delete (confirmed) and make default. */
export function AddressList({ onAdd, onEdit }: Props) {
  const { t } = useTranslation('addresses');
  const q = useAddressList();
  const save = useSaveAddress();
  const remove = useDeleteAddress();
  const makeDefault = (a: UserExpressVO) => save.mutate({ ...a, status: 1 });
  const askDelete = async (a: UserExpressVO) => {
    if (
      await Dialog.confirm({
        'aria-label': t('list.deleteConfirm', { name: a.name }),
        content: t('list.deleteConfirm', { name: a.name }),
        confirmText: t('list.delete'),
        cancelText: t('cancel'),
      })
    ) {
      remove.mutate(a.id);
    }
  };
  let body: React.ReactNode;
  if (q.isPending) body = <Skeleton.Paragraph lineCount={5} animated />;
  else if (q.isError) body = <LoadFailed title={t('loadError')} onRetry={() => void q.refetch()} />;
  else if (q.data.length === 0) body = <ErrorBlock status="empty" title={t('list.empty')} description="" />;
  else {
    const rows = [...q.data].sort((a, b) => b.status - a.status);
    body = (
      <List>
        {rows.map((a) => (
          <List.Item
            key={a.id}
            description={
              <div className={css.actions}>
                {a.status === 1 ? null : (
                  <Button size="mini" fill="none" onClick={() => makeDefault(a)}>
                    {t('list.makeDefault')}
                  </Button>
                )}
                <Button size="mini" fill="none" onClick={() => onEdit(a.id)}>
                  {t('list.edit')}
                </Button>
                <Button size="mini" fill="none" color="danger" onClick={() => void askDelete(a)}>
                  {t('list.delete')}
                </Button>
              </div>
            }
          >
            <div className={css.head}>
              <strong>{a.name}</strong> <span>{a.phone}</span>{' '}
              {a.status === 1 ? <Tag color="danger">{t('list.default')}</Tag> : null}
            </div>
            <div className={css.addr}>
              {a.region} {a.location}
            </div>
          </List.Item>
        ))}
      </List>
    );
  }
  return (
    <div className={css.page}>
      {body}
      <div className={css.footer}>
        <Button block color="danger" onClick={onAdd}>
          {t('list.add')}
        </Button>
      </div>
    </div>
  );
}
