/**
 * The demo globals the MSW browser mode installs (mocks/browser.ts). The app must not import mocks/,
 * so src/ declares the same shape for `window.__mallDemo` itself; keep the two in step. Only
 * `window.ethereum` (an EIP-1193 provider) is used for signing; __mallDemo only picks the persona.
 */
export interface MallDemoPersona {
  key: string;
  /** Lower-case 0x address. */
  address: string;
  /** Label for the persona picker. */
  zh: string;
  en: string;
}

export interface MallDemo {
  personas: readonly MallDemoPersona[];
  /** The persona whose key signs for window.ethereum now. */
  current(): MallDemoPersona;
  /** Switches window.ethereum to another persona (kept in localStorage `mall_demo_persona`); emits accountsChanged. */
  select(key: string): MallDemoPersona;
}

export interface Eip1193RequestArgs {
  method: string;
  params?: readonly unknown[] | Record<string, unknown>;
}

export interface Eip1193Provider {
  request(args: Eip1193RequestArgs): Promise<unknown>;
  on(event: 'accountsChanged' | 'chainChanged' | 'connect' | 'disconnect', listener: (payload: unknown) => void): void;
  removeListener(event: string, listener: (payload: unknown) => void): void;
}

/** EIP-1193 / EIP-1474 error codes the demo wallet uses. */
export const RpcErrorCode = {
  userRejected: 4001,
  unsupportedMethod: 4200,
  unrecognizedChain: 4902,
  invalidParams: -32602,
  internal: -32603,
} as const;

export const DEMO_PERSONA_STORAGE_KEY = 'mall_demo_persona';
