/**
 * What callApi throws. Query-client handlers map each kind to the error catalogue's UI
 * (docs/backend/spec-rules.md#error-catalogue).
 */
export class ApiError extends Error {
  override readonly name: string = 'ApiError';
  constructor(
    readonly code: number,
    message: string,
    readonly endpointId: string,
  ) {
    super(message);
  }
}

/** 301 / 302: the token was removed; the user must log in again. */
export class SessionExpiredError extends ApiError {
  override readonly name = 'SessionExpiredError';
}

/**
 * 303: the account is frozen (docs/backend/corrections.md#b4-frozen). An account state, not a failed request: the token
 * was removed and the frozen-account screen is showing (account-frozen.ts); callers show nothing of their own.
 */
export class AccountFrozenError extends ApiError {
  override readonly name = 'AccountFrozenError';
}

/** 304: the action needs real-name verification; the caller gets nothing back. */
export class RealNameRequiredError extends ApiError {
  override readonly name = 'RealNameRequiredError';
}

/** Non-2xx status, a failed fetch, or a timeout. Shown as the fallback 'network error'. */
export class NetworkError extends Error {
  override readonly name: string = 'NetworkError';
  constructor(
    message: string,
    readonly endpointId: string,
    readonly status?: number,
    readonly body?: string,
  ) {
    super(message);
  }
}

/** A body that is not JSON or breaks its contract: reported, then shown like a network error. */
export class ContractError extends NetworkError {
  override readonly name = 'ContractError';
  constructor(
    endpointId: string,
    readonly issues: readonly string[],
  ) {
    super(`response of ${endpointId} breaks its contract`, endpointId);
  }
}

export function isSessionError(e: unknown): e is SessionExpiredError {
  return e instanceof SessionExpiredError;
}
