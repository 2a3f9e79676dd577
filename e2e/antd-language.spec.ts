import type { Page } from '@playwright/test';
import zhCN from 'antd-mobile/es/locales/zh-CN.js';
import { expect, test } from './support/fixtures';

/**
 * antd-mobile's own words (not our i18n keys) follow a language switch on the screen where it is made, at once and
 * without the page remounting. The account page shows one: ImageUploader's upload button, which antd-mobile names
 * from its locale. (src/app/antd-scope.test.tsx covers a component that nothing of ours re-renders.)
 */

/** Every Chinese text of antd-mobile's zh-CN locale. */
function chineseWords(value: unknown, out = new Set<string>()): Set<string> {
  if (typeof value === 'string' && /[\u4e00-\u9fff]/.test(value)) out.add(value);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) chineseWords(v, out);
  return out;
}
const ANTD_ZH = [...chineseWords(zhCN)];

/** antd-mobile's Chinese words on the page: in text, or in a name (aria-label, placeholder, title, alt). */
function antdChinese(page: Page): Promise<string[]> {
  return page.evaluate((words) => {
    const found: string[] = [];
    for (const el of document.body.querySelectorAll('*')) {
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const v = el.getAttribute(name);
        if (v && words.includes(v)) found.push(`${name}=${v}`);
      }
      for (const node of el.childNodes)
        if (node.nodeType === Node.TEXT_NODE && words.includes(node.textContent?.trim() ?? ''))
          found.push(`${node.textContent}`);
    }
    return found;
  }, ANTD_ZH);
}

test("the account page's antd words turn English at the switch; the typed nickname stays", async ({
  page,
  loginAs,
  axe,
}) => {
  await page.goto('/');
  await loginAs('normal');
  await page.goto('/edit-info');
  await expect(page.getByRole('button', { name: '上传' })).toBeVisible();
  // The check sees antd's Chinese words while they are there.
  expect(await antdChinese(page)).toContain('aria-label=上传');
  const nick = page.getByRole('textbox', { name: '昵称' });
  await nick.fill('typed before');

  await page.getByText('English', { exact: true }).click();
  await expect(page.getByRole('button', { name: 'Upload' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Nickname' })).toHaveValue('typed before');
  expect(await antdChinese(page)).toEqual([]);
  expect(await axe()).toEqual([]);
});
