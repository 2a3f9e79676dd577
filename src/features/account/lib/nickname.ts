import { NICKNAME_MAX, UpdateInfoRO } from '@contracts/account';

export type NicknameError = 'blank' | 'tooLong' | null;

/** Same rule as the server (non-blank, ≤ 16 characters), checked before sending. */
export function nicknameError(value: string): NicknameError {
  if (value.trim() === '') return 'blank';
  if (value.length > NICKNAME_MAX) return 'tooLong';
  return UpdateInfoRO.safeParse({ nickname: value }).success ? null : 'blank';
}
