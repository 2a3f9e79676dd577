import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Screen } from '@/components/PageHeader';
import { AddressForm } from '@/features/addresses/components/AddressForm';

/** /address-edit (add) or /address-edit?id=N (edit); goes back to where it came from when saved. */
export default function AddressEditPage() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const raw = Number(params.get('id'));
  const id = Number.isInteger(raw) && raw > 0 ? raw : undefined;
  return (
    <Screen title={t('routes.addressEdit')}>
      <AddressForm key={id ?? 'new'} id={id} onSaved={() => navigate(-1)} />
    </Screen>
  );
}
