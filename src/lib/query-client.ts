import { MutationCache, onlineManager, QueryCache, QueryClient } from '@tanstack/react-query';
import { isAccountFrozen } from './account-frozen';
import { AccountFrozenError, ApiError, NetworkError, RealNameRequiredError, SessionExpiredError } from './api-errors';
import { askRealName, notifyDanger } from './feedback';
import { i18n } from './i18n';
import { isNotServed } from './not-served';

export interface ErrorEffects {
  /** 301/302: the API client already removed the token; send the user to login with a way back. */
  onSessionExpired: () => void;
  onRealName: () => void;
  onError: (message?: string) => void;
}

export const defaultEffects: ErrorEffects = {
  onSessionExpired: () => {
    const here = window.location.pathname + window.location.search;
    if (!window.location.pathname.startsWith('/login')) {
      window.location.assign(`/login?redirect=${encodeURIComponent(here)}`);
    }
  },
  onRealName: () => void askRealName(),
  onError: notifyDanger,
};

/**
 * `meta.stateRefusal` of an order or delivery action (docs/backend/corrections.md#b6-refusal-codes): the real backend
 * refuses an action the order's state no longer allows with code 1 "参数错误，请检查输入" (an explicit check) or code 2 "请求过于频繁，请稍后再试"
 * (a lost conditional update; it has no rate limiter). Neither tells a shopper what happened, so for those codes
 * the action's own text (an i18n key) is shown instead.
 */
export interface StateRefusal {
  codes: readonly number[];
  textKey: string;
}

/** Maps an error to the catalogue's side effect; `silent` keeps only the session and real-name effects. */
export function applyErrorEffects(error: unknown, effects: ErrorEffects, silent = false, refusal?: StateRefusal): void {
  // 303: the frozen-account screen is already up (the API client noted it); no toast per request. The 301s
  // that follow once the token is gone must not send the shopper to login from under that screen either.
  if (error instanceof AccountFrozenError) return;
  if (error instanceof SessionExpiredError) {
    if (isAccountFrozen()) return;
    effects.onSessionExpired();
    return;
  }
  if (error instanceof RealNameRequiredError) {
    effects.onRealName();
    return;
  }
  if (silent) return;
  if (refusal && error instanceof ApiError && refusal.codes.includes(error.code)) {
    effects.onError(i18n.t(refusal.textKey));
    return;
  }
  if (error instanceof ApiError) {
    // A service this deployment does not have (docs/backend/corrections.md#b9-not-served): never Spring's raw English
    // text.
    effects.onError(isNotServed(error) ? i18n.t('common:notAvailable.toast') : error.message);
    return;
  }
  if (error instanceof NetworkError) {
    effects.onError();
    return;
  }
  if (error instanceof Error && error.name === 'AbortError') return;
  effects.onError();
}

declare module '@tanstack/react-query' {
  interface Register {
    /** `meta.silentError`: the screen shows this error inline (e.g. a wrong password), no toast. */
    queryMeta: { silentError?: boolean };
    mutationMeta: { silentError?: boolean; stateRefusal?: StateRefusal };
  }
}

export function createQueryClient(effects: ErrorEffects = defaultEffects): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      // The spec's error catalogue (docs/backend/spec-rules.md#error-catalogue): every failed call shows the danger
      // notification, unless the screen opts out. A service this deployment does not serve: the screen shows its calm NotAvailable state instead.
      onError: (error, query) => applyErrorEffects(error, effects, query.meta?.silentError || isNotServed(error)),
    }),
    mutationCache: new MutationCache({
      onError: (error, _v, _c, mutation) =>
        applyErrorEffects(error, effects, mutation.meta?.silentError, mutation.meta?.stateRefusal),
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // Only a network failure is worth retrying; a business error will say the same thing again.
        retry: (count, error) => error instanceof NetworkError && !(error.status && error.status < 500) && count < 2,
        refetchOnWindowFocus: false,
        networkMode: 'online',
      },
      mutations: { retry: false },
    },
  });
}

export { onlineManager };
