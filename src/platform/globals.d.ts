/**
 * Globals the platform adapters read. Declared here because src/ must not import mocks/: the demo
 * shapes mirror mocks/wallet/demo-types.ts (keep the two in step).
 */
export interface MallDemoPersona {
  key: string;
  /** Lower-case 0x address. */
  address: string;
  zh: string;
  en: string;
}

export interface MallDemo {
  personas: readonly MallDemoPersona[];
  current(): MallDemoPersona;
  select(key: string): MallDemoPersona;
}

export interface Eip1193Provider {
  request(args: { method: string; params?: readonly unknown[] | Record<string, unknown> }): Promise<unknown>;
  on?(event: string, listener: (payload: unknown) => void): void;
  removeListener?(event: string, listener: (payload: unknown) => void): void;
}

/** Android host (a JsBridge-style object injected by the app): answers through the callback. */
export interface AndroidHost {
  callHandler(method: string, payload: unknown, respond: (result: unknown) => void): void;
}

/** iOS host: the payload travels as text; a non-undefined return value is a synchronous answer. */
export interface IosHost {
  call(method: string, payload: string, respond: (result: unknown) => void): unknown;
}

export interface CaptchaResult {
  ret: number;
  ticket: string;
  randstr: string;
  CaptchaAppId?: string;
  errorCode?: number;
  errorMessage?: string;
}

export interface CaptchaOptions {
  userLanguage?: string;
  /** Language code for the widget: 2052 simplified, 1028 traditional, 1033 English. */
  lang?: number;
  [key: string]: unknown;
}

export interface TencentCaptchaInstance {
  show(): void;
  destroy?(): void;
}

export type TencentCaptchaCtor = new (
  appId: string,
  callback: (result: CaptchaResult) => void,
  options?: CaptchaOptions,
) => TencentCaptchaInstance;

declare global {
  interface Window {
    ethereum?: Eip1193Provider;
    __mallDemo?: MallDemo;
    WebViewJavascriptBridge?: AndroidHost;
    mallNative?: IosHost;
    TencentCaptcha?: TencentCaptchaCtor;
    /** Installed by the app for the native host: back, close, or push an in-app route (never a URL). */
    mallNav?: (action: import('./nav').NavAction) => unknown;
  }
}
