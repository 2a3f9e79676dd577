import { installDemoWallet, type PersonaKey } from '../../mocks/stories';

/**
 * The project's demo EIP-1193 wallet (mocks/wallet) as `window.ethereum`, signing with the persona's key and sending
 * to the mock chain ledger. Returns its removal, so a story's beforeEach can hand it back as the cleanup: the next
 * story in the same page must again find a browser without a wallet.
 */
export function installStoryWallet(key: PersonaKey) {
  installDemoWallet({ persona: key, storage: null });
  return () => {
    const w = globalThis as { ethereum?: unknown; __mallDemo?: unknown };
    delete w.ethereum;
    delete w.__mallDemo;
  };
}

/** `beforeEach: withDemoWallet`: the normal persona's demo wallet for one story. */
export const withDemoWallet = () => installStoryWallet('normal');
