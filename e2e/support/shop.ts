import type { BrowserContext } from '@playwright/test';

/**
 * A shop of the test's own on the Express mock (POST /__mock/shops), so tests run in parallel without
 * one test's reset, scenario or clock jump reaching another. Node calls name it with X-Mock-Shop; the
 * browser context gets the mock_shop cookie before its first navigation.
 */
export async function createShop(baseURL: string): Promise<string> {
  const res = await fetch(`${baseURL}/__mock/shops`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  const body = (await res.json()) as { id?: string; message?: string };
  if (res.status !== 201 || !body.id) throw new Error(`POST /__mock/shops answered ${res.status}: ${body.message}`);
  return body.id;
}

/** Frees the shop's memory at the end of the test (the server also expires idle shops). */
export async function deleteShop(baseURL: string, id: string): Promise<void> {
  const res = await fetch(`${baseURL}/__mock/shops/${id}`, {
    method: 'DELETE',
    headers: { 'content-type': 'application/json' },
  });
  if (res.status !== 200) throw new Error(`DELETE /__mock/shops/${id} answered ${res.status}`);
}

export async function enterShop(context: BrowserContext, baseURL: string, id: string): Promise<void> {
  await context.addCookies([{ name: 'mock_shop', value: id, url: baseURL, sameSite: 'Lax', httpOnly: true }]);
}
