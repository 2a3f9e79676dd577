import type { Page } from '@playwright/test';

/** Calls the mock API from the page with the stored session (works in both e2e modes). */
export async function api<T>(page: Page, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  if (page.url() === 'about:blank') await page.goto('/');
  return page.evaluate(
    async ({ method, path, body }) => {
      const headers: Record<string, string> = { 'content-type': 'application/json', lang: 'zh' };
      const token = localStorage.getItem('mall_token');
      if (token) headers.authorization = token;
      const res = await fetch(path, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
      const env = (await res.json()) as { code: number; message: string; data?: unknown };
      if (env.code !== 0) throw new Error(`${path}: ${env.code} ${env.message}`);
      return env.data;
    },
    { method, path, body },
  ) as Promise<T>;
}

export interface HeldToken {
  goodsId: string;
  tokenId: number;
  blindBoxType: number;
  expressType: number;
  freezeType: number;
}

export async function heldTokens(page: Page): Promise<HeldToken[]> {
  const p = await api<{ data: HeldToken[] }>(page, 'POST', '/api/v/user/asset/token/page', { size: 500 });
  return p.data;
}
