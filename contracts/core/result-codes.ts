/**
 * Result codes of the `/v` generation (ResponseEnum.java). The `/rest` (older admin) generation
 * swaps 301/302 and uses -1 for a generic error; the client treats 301 and 302 alike (re-login),
 * so one table serves both, and the swap is recorded here rather than hidden.
 */
export const ResultCode = {
  success: 0,
  failure: 1,
  tooManyRequests: 2,
  notLoggedIn: 301,
  loginExpired: 302,
  accountFrozen: 303,
  /** Not in mall-web3: the spec's error catalogue says 304 means real-name verification is needed. */
  realNameRequired: 304,
  permissionDenied: 401,
  notFound: 404,
  /** `/rest` generation generic error. */
  restError: -1,
} as const;
export type ResultCode = (typeof ResultCode)[keyof typeof ResultCode];

export const SESSION_CODES: readonly number[] = [ResultCode.notLoggedIn, ResultCode.loginExpired];
