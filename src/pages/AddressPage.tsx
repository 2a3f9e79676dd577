import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Screen } from '@/components/PageHeader';
import { AddressList } from '@/features/addresses/components/AddressList';

export default function AddressPage() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  return (
    <Screen title={t('routes.address')}>
      <AddressList onAdd={() => navigate('/address-edit')} onEdit={(id) => navigate(`/address-edit?id=${id}`)} />
    </Screen>
  );
}
