import { HDNodeWallet, Mnemonic } from 'ethers';
import { describe, expect, it } from 'vitest';
import { DEMO_MNEMONIC, PERSONAS } from './personas';

describe('demo personas', () => {
  const mnemonic = Mnemonic.fromPhrase(DEMO_MNEMONIC);
  it.each(PERSONAS.map((p) => [p.key, p] as const))('%s derives from the demo mnemonic', (_key, p) => {
    const wallet = HDNodeWallet.fromMnemonic(mnemonic, `m/44'/60'/0'/0/${p.index}`);
    expect(wallet.address.toLowerCase()).toBe(p.address);
    expect(wallet.privateKey).toBe(p.privateKey);
  });
  it('has unique keys and addresses', () => {
    expect(new Set(PERSONAS.map((p) => p.key)).size).toBe(PERSONAS.length);
    expect(new Set(PERSONAS.map((p) => p.address)).size).toBe(PERSONAS.length);
  });
});
