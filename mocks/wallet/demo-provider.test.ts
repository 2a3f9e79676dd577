import { BrowserProvider, getBytes, hexlify, toUtf8Bytes, verifyMessage } from 'ethers';
import { describe, expect, it } from 'vitest';
import { persona } from '../core/personas';
import { findTx } from '../domains/chain/table';
import { MOCK_ORIGIN } from '../node';
import { setupMockServer } from '../testing';
import { DemoProvider, installDemoWallet } from './demo-provider';
import { DEMO_PERSONA_STORAGE_KEY, type MallDemo } from './demo-types';

setupMockServer();

function memoryStorage() {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), m };
}

describe('demo EIP-1193 wallet', () => {
  it('answers accounts and chain for the chosen persona', async () => {
    const w = new DemoProvider({ persona: 'inviter', baseUrl: MOCK_ORIGIN });
    expect(await w.request({ method: 'eth_requestAccounts' })).toEqual([persona('inviter').address]);
    expect(await w.request({ method: 'eth_chainId' })).toBe('0xbb7');
  });
  it('personal_sign gives a real signature of hex or text messages', async () => {
    const w = new DemoProvider({ persona: 'normal', baseUrl: MOCK_ORIGIN });
    const text = '登录\n随机数：123456789012';
    const sigHex = (await w.request({
      method: 'personal_sign',
      params: [hexlify(toUtf8Bytes(text)), persona('normal').address],
    })) as string;
    expect(verifyMessage(getBytes(hexlify(toUtf8Bytes(text))), sigHex).toLowerCase()).toBe(persona('normal').address);
    const sigText = (await w.request({ method: 'personal_sign', params: [text, persona('normal').address] })) as string;
    expect(verifyMessage(text, sigText).toLowerCase()).toBe(persona('normal').address);
  });
  it('switches between 2999 and 56 only', async () => {
    const w = new DemoProvider({ baseUrl: MOCK_ORIGIN });
    const seen: unknown[] = [];
    w.on('chainChanged', (c) => seen.push(c));
    await w.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x38' }] });
    expect(await w.request({ method: 'eth_chainId' })).toBe('0x38');
    expect(seen).toEqual(['0x38']);
    await expect(
      w.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] }),
    ).rejects.toMatchObject({ code: 4902 });
  });
  it('eth_sendTransaction signs a real tx and records it in the mock ledger', async () => {
    const w = new DemoProvider({ persona: 'normal', baseUrl: MOCK_ORIGIN });
    const to = persona('merchant').address;
    const hash = (await w.request({
      method: 'eth_sendTransaction',
      params: [{ to, value: '0x10', data: '0x1234' }],
    })) as string;
    expect(findTx(hash)).toMatchObject({
      from: persona('normal').address,
      to,
      value: '16',
      data: '0x1234',
      chainId: 2999,
      nonce: 0,
    });
    const again = (await w.request({
      method: 'eth_sendTransaction',
      params: [{ to, value: '0x10', data: '0x1234' }],
    })) as string;
    expect(again).not.toBe(hash);
    expect(findTx(again)?.nonce).toBe(1);
  });
  it('works behind an ethers BrowserProvider: send, then wait for the receipt', async () => {
    const w = new DemoProvider({ persona: 'normal', baseUrl: MOCK_ORIGIN });
    const signer = await new BrowserProvider(w).getSigner();
    expect((await signer.getAddress()).toLowerCase()).toBe(persona('normal').address);
    const tx = await signer.sendTransaction({ to: persona('merchant2').address, value: 1000n });
    const receipt = await tx.wait();
    expect(receipt?.status).toBe(1);
    expect(findTx(tx.hash)?.value).toBe('1000');
  });
  it('refuses to send from another account', async () => {
    const w = new DemoProvider({ persona: 'normal', baseUrl: MOCK_ORIGIN });
    await expect(
      w.request({
        method: 'eth_sendTransaction',
        params: [{ from: persona('newbie').address, to: persona('merchant').address }],
      }),
    ).rejects.toMatchObject({ code: 4100 });
  });
  it('installs window.ethereum and __mallDemo; select switches persona and is remembered', async () => {
    const storage = memoryStorage();
    const provider = installDemoWallet({ persona: null, baseUrl: MOCK_ORIGIN, storage });
    const g = globalThis as unknown as { __mallDemo: MallDemo; ethereum: unknown };
    expect(g.ethereum).toBe(provider);
    expect(g.__mallDemo.current().key).toBe('normal');
    expect(g.__mallDemo.personas.map((p) => p.key)).toContain('frozen');
    const changed: unknown[] = [];
    provider.on('accountsChanged', (a) => changed.push(a));
    expect(g.__mallDemo.select('newbie').address).toBe(persona('newbie').address);
    expect(changed).toEqual([[persona('newbie').address]]);
    expect(storage.m.get(DEMO_PERSONA_STORAGE_KEY)).toBe('newbie');
    expect(new DemoProvider({ storage }).current.key).toBe('newbie');
  });
});
