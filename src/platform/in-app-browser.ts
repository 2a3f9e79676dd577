/**
 * Browsers built into other apps (WeChat, QQ, Weibo, Alipay, ...). They look like a native webview
 * to a user-agent test (Android's "; wv)", iOS without "Safari/"), and some inject a JsBridge-style
 * object of their own, but they are not our host app: no bridge of ours, and usually no wallet.
 * Marks as these apps put them in their user agents; the first match wins (WeCom before WeChat).
 * No maintained npm package covers the Chinese apps, hence this short table.
 */
const APPS = [
  ['wecom', /wxwork\//i],
  ['wechat', /MicroMessenger\//i],
  ['qq', /\sQQ\/\d/],
  ['weibo', /__weibo__|Weibo/i],
  ['alipay', /AlipayClient/i],
  ['dingtalk', /DingTalk/i],
  ['douyin', /aweme|BytedanceWebview|NewsArticle/i],
  ['xiaohongshu', /xhsdiscover/i],
  ['facebook', /FBAN|FBAV|FB_IAB/],
  ['instagram', /Instagram/],
  ['line', /\sLine\/\d/],
] as const;

export type InAppBrowser = (typeof APPS)[number][0];

/** The app whose built-in browser this is, or null for a real browser or our own webview. */
export function inAppBrowserOf(ua: string): InAppBrowser | null {
  for (const [name, mark] of APPS) if (mark.test(ua)) return name;
  return null;
}
