/** The invite link: any route accepts `invitor_address` (captured at start-up, sent at login). */
export function inviteLink(origin: string, address: string): string {
  const url = new URL('/login', origin);
  url.searchParams.set('invitor_address', address.toLowerCase());
  return url.toString();
}
