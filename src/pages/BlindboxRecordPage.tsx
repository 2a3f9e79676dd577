import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '@/components/PageHeader';
import { OpenRecordList } from '@/features/blind-boxes/components/OpenRecordList';

export default function BlindboxRecordPage() {
  const { goodsId = '' } = useParams();
  const { t } = useTranslation('goods');
  return (
    <div>
      <PageHeader title={t('records.title')} />
      <OpenRecordList goodsId={goodsId} />
    </div>
  );
}
