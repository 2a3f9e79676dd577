import { useTranslation } from 'react-i18next';
import { CopyLinkRow } from './CopyLinkRow';

interface Props {
  /** The link to open in a wallet app; the current page unless given. */
  href?: string | undefined;
  /** The notice whose words the row speaks (its group in the wallet texts). */
  words: 'inApp' | 'missing';
}

/** The wallet notices' row that copies the page's link, to paste into a wallet app's browser. */
export function WalletLinkRow({ href, words }: Props) {
  const { t } = useTranslation('wallet');
  const link = href ?? globalThis.location?.href ?? '';
  return (
    <CopyLinkRow
      link={link}
      copy={t(`${words}.copy`)}
      copied={t(`${words}.copied`)}
      failed={t(`${words}.copyFailed`, { link })}
    />
  );
}
