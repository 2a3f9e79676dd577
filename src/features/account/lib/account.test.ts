import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, checkAvatar } from './avatar';
import { nicknameError } from './nickname';

describe('nicknameError', () => {
  it('accepts up to 16 characters and refuses blank or longer', () => {
    expect(nicknameError('链上小明')).toBeNull();
    expect(nicknameError('a'.repeat(16))).toBeNull();
    expect(nicknameError('a'.repeat(17))).toBe('tooLong');
    expect(nicknameError('   ')).toBe('blank');
  });
});

describe('checkAvatar', () => {
  it('takes images up to the limit only', () => {
    expect(checkAvatar({ type: 'image/png', size: 1000 })).toEqual({ ok: true });
    expect(checkAvatar({ type: 'image/png', size: AVATAR_MAX_BYTES + 1 })).toEqual({ ok: false, reason: 'size' });
    expect(checkAvatar({ type: 'application/pdf', size: 10 })).toEqual({ ok: false, reason: 'type' });
  });
});
