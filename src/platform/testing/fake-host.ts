import type { AndroidHost, IosHost } from '../globals';

export interface FakeCall {
  method: string;
  payload: unknown;
}

type Answer = unknown | ((payload: unknown) => unknown);

/**
 * A fake native host for tests, stories and e2e: records every call and answers from a table.
 * iOS answers synchronously when `sync` is set (as some hosts do), otherwise asynchronously.
 */
export class FakeHost {
  readonly calls: FakeCall[] = [];
  closed = false;
  private readonly answers = new Map<string, Answer>();

  constructor(
    readonly os: 'android' | 'ios',
    private readonly opts: { sync?: boolean } = {},
  ) {
    this.answers.set('close', () => {
      this.closed = true;
      return { ok: true };
    });
  }

  answer(method: string, value: Answer): this {
    this.answers.set(method, value);
    return this;
  }

  private resolve(method: string, payload: unknown): unknown {
    const a = this.answers.has(method) ? this.answers.get(method) : { error: `unknown method ${method}` };
    return typeof a === 'function' ? (a as (p: unknown) => unknown)(payload) : a;
  }

  get android(): AndroidHost {
    return {
      callHandler: (method, payload, respond) => {
        this.calls.push({ method, payload });
        const result = this.resolve(method, payload);
        setTimeout(() => respond(JSON.stringify(result)), 0);
      },
    };
  }

  get ios(): IosHost {
    return {
      call: (method, text, respond) => {
        const payload = text === '' ? undefined : JSON.parse(text);
        this.calls.push({ method, payload });
        const result = this.resolve(method, payload);
        if (this.opts.sync) return JSON.stringify(result);
        setTimeout(() => respond(result), 0);
        return undefined;
      },
    };
  }

  /** Installs the host on window (stories, e2e page scripts). */
  install(target: Window = window): void {
    if (this.os === 'android') target.WebViewJavascriptBridge = this.android;
    else target.mallNative = this.ios;
  }
}

export const FAKE_UA = {
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0 Mobile Safari/537.36',
  ios: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  desktop: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
} as const;

/** Built-in browsers of other apps (real user agents): not our host, whatever objects they inject. */
export const IN_APP_UA = {
  wechatAndroid:
    'Mozilla/5.0 (Linux; Android 14; V2227A Build/UP1A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 XWEB/1160065 MMWEBSDK/20231202 MMWEBID/2247 MicroMessenger/8.0.47.2560(0x28002F35) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64',
  wechatIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.49(0x18003137) NetType/WIFI Language/zh_CN',
  qqIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 QQ/9.0.30.606 V1_IPH_SQ_9.0.30_1_APP_A Pixel/1179 Core/WKWebView Device/Apple(iPhone 15 Pro) NetType/WIFI QBWebViewType/1 WKType/1',
  alipayAndroid:
    'Mozilla/5.0 (Linux; U; Android 13; zh-CN; M2012K11AC Build/TKQ1; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/69.0.3497.100 UWS/3.22.2.59 Mobile Safari/537.36 AlipayChannelId/5136 UCBS/3.22.2.59_230817150601 NebulaSDK/1.8.100112 Nebula AlipayDefined(nt:WIFI,ws:393|0|2.75) AliApp(AP/10.5.26.8000) AlipayClient/10.5.26.8000 Language/zh-Hans',
  weiboIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Weibo (iPhone14,2__weibo__13.8.1__iphone__os16.6)',
  /** The QQ browser is a real browser, not QQ's in-app view. */
  qqBrowser:
    'Mozilla/5.0 (Linux; U; Android 13; zh-cn; PHM110 Build/TP1A) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/109.0.5414.86 MQQBrowser/14.2 Mobile Safari/537.36',
} as const;
