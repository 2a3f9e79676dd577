/// <reference types="vite/client" />
declare const __MOCK__: boolean;

interface ImportMetaEnv {
  /** Base URL of the real API; empty means same origin. */
  readonly VITE_API_BASE?: string;
  /** Filing number shown in the desktop placeholder footer. */
  readonly VITE_RECORD_NO?: string;
  readonly VITE_CAPTCHA_APP_ID?: string;
  readonly VITE_CAPTCHA_SCRIPT?: string;
  /** The domain the backend's sign-in message names, when it is not the host serving the app. */
  readonly VITE_SIWE_DOMAIN?: string;
  /** Where the drift reporter beacons contract mismatches of real answers (paths and kinds only). */
  readonly VITE_CONTRACT_REPORT_URL?: string;
  /** Mock mode only: the mock chain's block time in ms (default ~3000; ?__blockTime= overrides it). */
  readonly VITE_MOCK_BLOCK_TIME?: string;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}
