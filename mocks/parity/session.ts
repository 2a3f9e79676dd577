import type { ParityRow } from './row';

/**
 * Session: the AuthenticationInterceptor (docs/backend/wire.md#auth-codes, docs/backend/corrections.md#b4-frozen),
 * before any domain answers.
 */
export const SESSION_ROWS: readonly ParityRow[] = [
  {
    id: 'session.no-token',
    source: 'docs/backend/codes.md#code-table, docs/backend/corrections.md#b4-frozen',
    endpoint: 'orders.page',
    situation: 'a login-only endpoint without a token',
    code: 301,
    zh: '您尚未登录，请先登录',
    en: 'You are not logged in. Please log in first',
  },
  {
    id: 'session.unknown-token',
    source: 'docs/backend/codes.md#code-table, docs/backend/corrections.md#b4-frozen',
    endpoint: 'orders.page',
    situation: 'a login-only endpoint with a token the backend does not know',
    code: 302,
    zh: '登录状态已过期，请重新登录',
    en: 'Your login session has expired. Please log in again',
  },
  {
    id: 'session.frozen-anonymous',
    source: 'docs/backend/corrections.md#b4-frozen',
    endpoint: 'content.banners',
    situation: 'an anonymous endpoint with a frozen user’s token',
    code: 303,
    zh: '=您的账号已被冻结，请联系客服处理',
    en: 'Your account has been frozen. Please contact customer support',
  },
  {
    id: 'session.frozen-required',
    source: 'docs/backend/corrections.md#b4-frozen, docs/backend/rules.md#r24-frozen-accounts',
    endpoint: 'orders.page',
    situation: 'a login-only endpoint with a frozen user’s token',
    code: 303,
    zh: '=您的账号已被冻结，请联系客服处理',
    en: 'Your account has been frozen. Please contact customer support',
  },
  {
    id: 'session.frozen-login',
    source: 'docs/backend/rules.md#r24-frozen-accounts',
    endpoint: 'auth.login',
    situation: 'a frozen user signs in with a valid signature',
    code: 303,
    zh: '=您的账号已被冻结，请联系客服处理',
    en: 'Your account has been frozen. Please contact customer support',
  },
];
