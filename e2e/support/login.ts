import { authEndpoints } from '@contracts/auth';
import { type PersonaKey, persona } from '@mocks/core/personas';
import type { Page } from '@playwright/test';
import { Wallet } from 'ethers';
import { askBackend } from './call-endpoint';
import type { Transport } from './transport';

/**
 * Signs in like the app does — challenge text, personal_sign with the persona's real key (in Node,
 * with ethers), login — and returns the session token. Works against the real login rules of the mock.
 */
export async function signIn(transport: Transport, key: PersonaKey): Promise<string> {
  const who = persona(key);
  const challenge = await askBackend(transport, authEndpoints.content, { address: who.address, inviteAddress: '' });
  const content = challenge.body.data?.content;
  if (challenge.body.code !== 0 || !content) {
    throw new Error(`sign-in challenge for ${key} failed: ${challenge.body.code} ${challenge.body.message}`);
  }
  const signature = await new Wallet(who.privateKey).signMessage(content);
  const login = await askBackend(transport, authEndpoints.login, { address: who.address, content, signature });
  const token = login.body.data?.authorization;
  if (login.body.code !== 0 || !token) {
    throw new Error(`login of ${key} failed: ${login.body.code} ${login.body.message}`);
  }
  return token;
}

/**
 * Puts the token where the app keeps it (`mall_token`, src/lib/storage.ts) before the app's scripts
 * run. Only the first load of the tab gets it, so a test of logout survives a reload.
 */
export async function storeToken(page: Page, token: string): Promise<void> {
  // Init scripts also run in frames with an opaque origin (about:blank, data:), where touching storage
  // throws a SecurityError that the console guard would report as the app's own uncaught error.
  await page.addInitScript((t) => {
    if (window !== window.top) return;
    try {
      if (sessionStorage.getItem('__e2e_token_set') === t) return;
      localStorage.setItem('mall_token', t);
      sessionStorage.setItem('__e2e_token_set', t);
    } catch {
      // no storage in this document: nothing to seed
    }
  }, token);
}
