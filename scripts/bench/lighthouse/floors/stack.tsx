// Floor 2: the entry's libraries (React, react-router, react-query, i18next with the zh texts).
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FloorPage } from './FloorPage';
import { startStack } from './stack-setup';

function Page() {
  const { t } = useTranslation();
  const count = useQuery({ queryKey: ['n'], queryFn: async () => 20 });
  return <FloorPage title={`${t('appName', '发现尚品')} ${count.data ?? ''}`} />;
}

startStack(<Page />);
