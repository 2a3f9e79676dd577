import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type UseScannerOptions, useScanner } from './use-scanner';

export interface ScanButtonProps extends UseScannerOptions {
  className?: string;
  style?: CSSProperties;
  /** Visible label next to the icon; the accessible name is always "扫一扫" / "Scan". */
  children?: ReactNode;
}

/** Drop-in scan entry for home and the user centre: the button plus the whole scan flow. */
export function ScanButton({ className, style, children, ...options }: ScanButtonProps) {
  const { t } = useTranslation('scanner');
  const { open, element } = useScanner(options);
  return (
    <>
      <button
        type="button"
        className={className}
        style={{ all: 'unset', cursor: 'pointer', display: 'inline-flex', alignItems: 'center', gap: 4, ...style }}
        aria-label={t('scan')}
        onClick={open}
        data-testid="scan-button"
      >
        <svg
          width="22"
          height="22"
          viewBox="0 0 24 24"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M4 8V5a1 1 0 0 1 1-1h3M16 4h3a1 1 0 0 1 1 1v3M20 16v3a1 1 0 0 1-1 1h-3M8 20H5a1 1 0 0 1-1-1v-3M4 12h16" />
        </svg>
        {children}
      </button>
      {element}
    </>
  );
}
