import type { UserExpressVO } from '@contracts/addresses';
import { Button, List, Skeleton, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useAddressList, useDeleteAddress, useSaveAddress } from '@/api/addresses';
import { onePage } from '@/components/list/list-query';
import { PagedList } from '@/components/list/PagedList';
import { askConfirm } from '@/lib/feedback';
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
      await askConfirm({
        content: t('list.deleteConfirm', { name: a.name }),
        confirmText: t('list.delete'),
        cancelText: t('cancel'),
      })
    ) {
      remove.mutate(a.id);
    }
  };
  const rows = q.data ? [...q.data].sort((a, b) => b.status - a.status) : [];
  const body = (
    <PagedList
      query={onePage(q)}
      items={rows}
      itemKey={(a) => a.id}
      wrap={(items) => <List>{items}</List>}
      renderItem={(a) => (
        <List.Item
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
      )}
      skeleton={<Skeleton.Paragraph lineCount={5} animated />}
      failedTitle={t('loadError')}
      empty={{ title: t('list.empty'), next: { label: t('list.addFirst'), onClick: onAdd } }}
    />
  );
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
