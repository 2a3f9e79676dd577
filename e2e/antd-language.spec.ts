import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/**
 * antd-mobile's own words (not our i18n keys) follow a language switch on the screen where it is made, at once and
 * without the page remounting. The account page shows one: ImageUploader's upload button, which antd-mobile names
 * from its locale. (src/app/antd/antd-scope.test.tsx covers a component that nothing of ours re-renders.)
 */

/**
 * antd-mobile's Chinese names and buttons (its zh-CN locale) that a screen like this one can show: ImageUploader's,
 * Input's clear, the mask, Switch's, Selector's, SearchBar's, and the common ones. Written out: a journey imports
 * nothing of the app's libraries (.dependency-cruiser.mjs, e2e-outside-in).
 */
const ANTD_ZH = ['上传', '上传中...', '清除', '背景蒙层', '开关', '选择组', '搜索框', '确定', '取消', '关闭', '加载中'];

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
