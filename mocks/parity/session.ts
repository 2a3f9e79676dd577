import type { ParityRow } from './row';

/** Session: the AuthenticationInterceptor (§3, B4), before any domain answers. */
export const SESSION_ROWS: readonly ParityRow[] = [
  {
    id: 'session.no-token',
    source: '§3, B4',
    endpoint: 'orders.page',
    situation: 'a login-only endpoint without a token',
    code: 301,
    zh: '您尚未登录，请先登录',
    en: 'You are not logged in. Please log in first',
  },
  {
    id: 'session.unknown-token',
    source: '§3, B4',
    endpoint: 'orders.page',
    situation: 'a login-only endpoint with a token the backend does not know',
    code: 302,
    zh: '登录状态已过期，请重新登录',
    en: 'Your login session has expired. Please log in again',
  },
  {
    id: 'session.frozen-anonymous',
    source: 'B4',
    endpoint: 'content.banners',
    situation: 'an anonymous endpoint with a frozen user’s token',
    code: 303,
    zh: '=您的账号已被冻结，请联系客服处理',
    en: 'Your account has been frozen. Please contact customer support',
  },
  {
    id: 'session.frozen-required',
    source: 'B4, §7 r24',
    endpoint: 'orders.page',
    situation: 'a login-only endpoint with a frozen user’s token',
    code: 303,
    zh: '=您的账号已被冻结，请联系客服处理',
    en: 'Your account has been frozen. Please contact customer support',
  },
  {
    id: 'session.frozen-login',
    source: '§7 r24',
    endpoint: 'auth.login',
    situation: 'a frozen user signs in with a valid signature',
    code: 303,
    zh: '=您的账号已被冻结，请联系客服处理',
    en: 'Your account has been frozen. Please contact customer support',
  },
];
