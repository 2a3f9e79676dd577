/** Public entry of the scanner feature (screens import from here). */
export { QrScanner, type QrScannerProps, SCANNER_Z_INDEX } from './QrScanner';
export { ScanButton, type ScanButtonProps } from './ScanButton';
export { ScanResultSheet, type ScanSheetState } from './ScanResultSheet';
export { type UseScannerOptions, useScanner } from './use-scanner';
