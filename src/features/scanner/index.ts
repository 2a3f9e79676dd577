/**
 * Public entry of the scanner feature: screens and other app code import from here, never from the folders below
 * (README.md describes them). Stories, tests and the QR bench (scripts/bench/qr/decoder-bench.ts) may reach deeper.
 */
export { QrScanner, type QrScannerProps, SCANNER_Z_INDEX } from './ui/QrScanner';
export { ScanButton, type ScanButtonProps } from './ui/ScanButton';
export { ScanResultSheet, type ScanSheetState } from './ui/ScanResultSheet';
export { type UseScannerOptions, useScanner } from './ui/use-scanner';
