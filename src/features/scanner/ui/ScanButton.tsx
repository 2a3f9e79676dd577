import { type CSSProperties, type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SCAN_BUTTON_BOX, ScanFace } from './ScanFace';
import { type UseScannerOptions, useScanner } from './use-scanner';

export interface ScanButtonProps extends UseScannerOptions {
  className?: string;
  style?: CSSProperties;
  /** Visible label next to the icon; the accessible name is always "扫一扫" / "Scan". */
  children?: ReactNode;
  /** Opens the scan flow once, as it mounts: its stand-in was tapped while this button's chunk was loading. */
  openOnMount?: boolean;
}

/** Drop-in scan entry for home and the user centre: the button plus the whole scan flow. */
export function ScanButton({ className, style, children, openOnMount = false, ...options }: ScanButtonProps) {
  const { t } = useTranslation('scanner');
  const { open, element } = useScanner(options);
  const opened = useRef(false);
  useEffect(() => {
    if (!openOnMount || opened.current) return;
    opened.current = true;
    open();
  }, [openOnMount, open]);
  return (
    <>
      <button
        type="button"
        className={className}
        style={{ ...SCAN_BUTTON_BOX, cursor: 'pointer', ...style }}
        aria-label={t('scan')}
        onClick={open}
        data-testid="scan-button"
      >
        <ScanFace>{children}</ScanFace>
      </button>
      {element}
    </>
  );
}
