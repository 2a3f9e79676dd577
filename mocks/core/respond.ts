import { codeOf, type Lang, type MessageKey, msg } from './messages';

/**
 * What a resolver returns: an envelope, never a Response. A code-0 envelope built by ok() carries
 * an empty message that implement() replaces with the caller's localised "Success".
 */
export interface Reply<T = unknown> {
  code: number;
  message: string;
  data?: T;
}

/** Success. Pass no argument for NoData endpoints: the `data` key is then absent, as on the wire. */
export function ok(): Reply<undefined>;
export function ok<T>(data: T, message?: string): Reply<T>;
export function ok<T>(data?: T, message = ''): Reply<T> {
  return data === undefined ? { code: 0, message } : { code: 0, message, data };
}

/** A business error: non-zero code and a message a person can read. */
export function fail(code: number, message: string): Reply<never> {
  if (code === 0) throw new Error('fail() needs a non-zero code');
  return { code, message };
}

/** A business error from the real message table: its own code and localised text. */
export function failWith(key: MessageKey, lang: Lang, arg?: string | number): Reply<never> {
  return fail(codeOf(key), msg(key, lang, arg));
}

/** `Invalid parameter: {detail}. Please check your input` (code 1), how the backend reports AssertUtils failures. */
export function invalid(lang: Lang, detail: string): Reply<never> {
  return failWith('invalid_parameter_with_args', lang, detail);
}
