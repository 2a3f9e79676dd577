import type { AndroidHost, IosHost } from './globals';

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
