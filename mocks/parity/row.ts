/** One row of the parity table (mocks/parity/index.ts), and the answers several rows share. */

export interface ParityRow {
  id: string;
  /** Where docs/backend/ states it, as anchors ("docs/backend/rules.md#r16-refund-apply", …). */
  source: string;
  /** Endpoint id (contracts), or "any /v/ endpoint". */
  endpoint: string;
  situation: string;
  code: number;
  zh: string;
  en: string;
  /** Why the mock cannot drive this situation; the row is then documentation only. */
  notProduced?: string;
}

/** The explicit checks' refusal (docs/backend/corrections.md#b6-refusal-codes): code 1. */
export const INVALID = {
  code: 1,
  zh: '参数错误，请检查输入',
  en: 'Invalid parameter. Please check your input',
} as const;
/**
 * A lost conditional update or a missing price quote (docs/backend/corrections.md#b6-refusal-codes): code 2, the
 * backend has no rate limiter.
 */
export const LOST_UPDATE = {
  code: 2,
  zh: '请求过于频繁，请稍后再试',
  en: 'Too many requests. Please try again later',
} as const;
/** `参数错误：{0}，请检查输入` with its argument. */
export const withArgs = (arg: string) => ({
  code: 1,
  zh: `参数错误：${arg}，请检查输入`,
  en: `Invalid parameter: ${arg}. Please check your input`,
});
