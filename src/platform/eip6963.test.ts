import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ANNOUNCE_EVENT,
  type Eip6963ProviderInfo,
  injectedProvider,
  REQUEST_EVENT,
  resetWalletDiscovery,
  WalletDiscovery,
} from './eip6963';
import type { Eip1193Provider } from './globals';
import { FAKE_UA } from './testing/fake-host';
import { resolveWallet } from './wallet';

const provider = (name: string): Eip1193Provider & { name: string } => ({
  name,
  request: vi.fn(async ({ method }) => (method === 'eth_requestAccounts' ? [`0x${'a'.repeat(40)}`] : name)),
});

const info = (uuid: string, name: string): Eip6963ProviderInfo => ({
  uuid,
  name,
  icon: 'data:image/svg+xml,<svg/>',
  rdns: `com.example.${name}`,
});

/** A wallet extension as EIP-6963 describes it: announces on load and answers every request. */
function installFakeWallet(target: EventTarget, uuid: string, p: Eip1193Provider, name = uuid) {
  const announce = () =>
    target.dispatchEvent(
      new CustomEvent(ANNOUNCE_EVENT, { detail: Object.freeze({ info: info(uuid, name), provider: p }) }),
    );
  target.addEventListener(REQUEST_EVENT, announce);
  announce();
}

afterEach(() => {
  // The shared discovery listens on the stubbed window: stop it before the stubs go.
  resetWalletDiscovery();
  vi.unstubAllGlobals();
});

describe('EIP-6963 wallet discovery', () => {
  it('finds a wallet that announces itself, and prefers it to window.ethereum', () => {
    const win = new EventTarget();
    const metamask = provider('metamask');
    installFakeWallet(win, 'uuid-mm', metamask);
    vi.stubGlobal('ethereum', provider('legacy'));
    const discovery = new WalletDiscovery(win);
    expect(discovery.providers().map((d) => d.info.name)).toEqual(['uuid-mm']);
    expect(injectedProvider(discovery)).toBe(metamask);
  });

  it('with several wallets takes the first announced, each once however often it announces', () => {
    const win = new EventTarget();
    const first = provider('first');
    installFakeWallet(win, 'uuid-1', first, 'First');
    installFakeWallet(win, 'uuid-2', provider('second'), 'Second');
    const discovery = new WalletDiscovery(win);
    // Asking again makes both announce again: still two, in the order first heard.
    win.dispatchEvent(new Event(REQUEST_EVENT));
    expect(discovery.providers().map((d) => d.info.name)).toEqual(['First', 'Second']);
    expect(injectedProvider(discovery)).toBe(first);
  });

  it('hears a wallet that loads after the page asked', () => {
    const win = new EventTarget();
    const discovery = new WalletDiscovery(win);
    expect(discovery.providers()).toEqual([]);
    const late = provider('late');
    installFakeWallet(win, 'uuid-late', late);
    expect(injectedProvider(discovery)).toBe(late);
  });

  it('ignores announcements without a uuid or a callable provider', () => {
    const win = new EventTarget();
    const discovery = new WalletDiscovery(win);
    win.dispatchEvent(new CustomEvent(ANNOUNCE_EVENT, { detail: { info: info('', 'x'), provider: provider('x') } }));
    win.dispatchEvent(new CustomEvent(ANNOUNCE_EVENT, { detail: { info: info('u', 'y'), provider: { request: 1 } } }));
    win.dispatchEvent(new CustomEvent(ANNOUNCE_EVENT, { detail: null }));
    expect(discovery.providers()).toEqual([]);
  });

  it('with no announcement falls back to window.ethereum', () => {
    const legacy = provider('legacy');
    vi.stubGlobal('ethereum', legacy);
    expect(injectedProvider(new WalletDiscovery(new EventTarget()))).toBe(legacy);
  });

  it('with no wallet at all gives nothing, and the wallet module reports no wallet', () => {
    vi.stubGlobal('ethereum', { request: 'not a function' });
    expect(injectedProvider(new WalletDiscovery(new EventTarget()))).toBeUndefined();
    expect(injectedProvider(null)).toBeUndefined();
    expect(resolveWallet({ bridge: { ua: FAKE_UA.desktop } })).toBeNull();
  });

  it('the wallet everyone uses (resolveWallet) talks to the announced provider of the page', async () => {
    // The page's window: discovery listens on globalThis when it has window events (a browser, not Node).
    const win = new EventTarget();
    vi.stubGlobal('addEventListener', win.addEventListener.bind(win));
    vi.stubGlobal('removeEventListener', win.removeEventListener.bind(win));
    vi.stubGlobal('dispatchEvent', win.dispatchEvent.bind(win));
    const announced = provider('announced');
    installFakeWallet(win, 'uuid-a', announced);
    const legacy = provider('legacy');
    vi.stubGlobal('ethereum', legacy);
    resetWalletDiscovery();

    const wallet = resolveWallet({ bridge: { ua: FAKE_UA.desktop } });
    expect(wallet?.source).toBe('injected');
    await wallet?.getAddress();
    expect(announced.request).toHaveBeenCalledWith({ method: 'eth_requestAccounts' });
    expect(legacy.request).not.toHaveBeenCalled();
  });
});
