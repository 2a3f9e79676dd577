import { describe, expect, it } from 'vitest';
import { inviteLink } from './invite-link';

describe('inviteLink', () => {
  it('points at login with the lower-cased inviter address', () => {
    expect(inviteLink('https://mall.example', '0x15D34AAF54267DB7D7C367839AAF71A00A2C6A65')).toBe(
      'https://mall.example/login?invitor_address=0x15d34aaf54267db7d7c367839aaf71a00a2c6a65',
    );
  });
});
