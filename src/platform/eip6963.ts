import type { Eip1193Provider } from './globals';

/**
 * EIP-6963 (multi injected provider discovery): each wallet extension or wallet browser announces its
 * provider with an `eip6963:announceProvider` event, on load and whenever a page dispatches
 * `eip6963:requestProvider`. Unlike `window.ethereum`, which the last wallet to load overwrites, this
 * finds every wallet. We take the first one announced; a page without announcements falls back to
 * `window.ethereum` (older wallets, wallet-app browsers, the demo and e2e wallets).
 * The `mipd` package does the same; it is not a dependency, and this is all we need of it.
 */
export interface Eip6963ProviderInfo {
  uuid: string;
  name: string;
  /** A data: URI image (the spec requires one; we never render it). */
  icon: string;
  /** Reverse-DNS id, e.g. io.metamask. */
  rdns: string;
}

export interface Eip6963ProviderDetail {
  info: Eip6963ProviderInfo;
  provider: Eip1193Provider;
}

export const ANNOUNCE_EVENT = 'eip6963:announceProvider';
export const REQUEST_EVENT = 'eip6963:requestProvider';

type Target = Pick<EventTarget, 'addEventListener' | 'removeEventListener' | 'dispatchEvent'>;

function isProvider(p: unknown): p is Eip1193Provider {
  return typeof (p as { request?: unknown } | null)?.request === 'function';
}

function detailOf(event: Event): Eip6963ProviderDetail | null {
  const detail = (event as CustomEvent<unknown>).detail as { info?: Partial<Eip6963ProviderInfo>; provider?: unknown };
  const info = detail?.info;
  // An announcement without a uuid or a callable provider is ignored: nothing could use it.
  if (!info || typeof info.uuid !== 'string' || info.uuid === '' || !isProvider(detail.provider)) return null;
  return {
    info: {
      uuid: info.uuid,
      name: String(info.name ?? ''),
      icon: String(info.icon ?? ''),
      rdns: String(info.rdns ?? ''),
    },
    provider: detail.provider,
  };
}

/** Listens for announcements on `target` (the window) from now on, and asks the wallets loaded so far. */
export class WalletDiscovery {
  private readonly found: Eip6963ProviderDetail[] = [];
  private readonly onAnnounce = (event: Event) => {
    const detail = detailOf(event);
    // Wallets announce again on every request: keep each uuid once, in the order first heard.
    if (detail && !this.found.some((d) => d.info.uuid === detail.info.uuid)) this.found.push(detail);
  };

  constructor(private readonly target: Target) {
    target.addEventListener(ANNOUNCE_EVENT, this.onAnnounce);
    target.dispatchEvent(new Event(REQUEST_EVENT));
  }

  /** Every wallet announced so far, first announced first. */
  providers(): readonly Eip6963ProviderDetail[] {
    return this.found;
  }

  stop(): void {
    this.target.removeEventListener(ANNOUNCE_EVENT, this.onAnnounce);
  }
}

let shared: WalletDiscovery | null | undefined;

function sharedDiscovery(): WalletDiscovery | null {
  if (shared === undefined) {
    // Node (unit tests) has no window events: discovery is then off and window.ethereum alone counts.
    const g = globalThis as Partial<Target>;
    shared =
      typeof g.addEventListener === 'function' && typeof g.dispatchEvent === 'function'
        ? new WalletDiscovery(g as Target)
        : null;
  }
  return shared;
}

/**
 * The injected wallet to use: the first EIP-6963 announcement, else `window.ethereum`, else undefined
 * (then the UI says how to open the shop in a wallet app). The first call starts listening.
 */
export function injectedProvider(discovery: WalletDiscovery | null = sharedDiscovery()): Eip1193Provider | undefined {
  const announced = discovery?.providers()[0]?.provider;
  if (announced) return announced;
  const legacy = (globalThis as { ethereum?: unknown }).ethereum;
  return isProvider(legacy) ? legacy : undefined;
}

/** Tests: forget the shared discovery (the next call starts a new one). */
export function resetWalletDiscovery(): void {
  shared?.stop();
  shared = undefined;
}
