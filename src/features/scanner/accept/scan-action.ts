import { gateTarget } from '@/platform/nav-gate';

/**
 * What a scanned text means in the mall. Scanned text is untrusted input: only links to this app's
 * own goods/asset pages are followed, an invite only stores a well-formed address, and everything else
 * is shown as text (never opened).
 */
export interface Invite {
  address: string;
  tokenId?: string;
}

/**
 * Why an accepted text is of no use to the app (shown so in the result sheet, never dropped silently):
 * `invite`, it carries an inviter (invitor_address) that is not a well-formed address; `appPage`, a link to
 * this app but to a page the scanner does not open; `unprintable`, control characters or undecodable bytes
 * (U+FFFD), so it is not text a person can read.
 */
export type UnusableReason = 'invite' | 'appPage' | 'unprintable';

export type ScanAction =
  | { kind: 'navigate'; path: string; invite?: Invite }
  | { kind: 'invite'; invite: Invite }
  | { kind: 'text'; text: string }
  | { kind: 'unusable'; text: string; reason: UnusableReason };

/** C0/C1 control characters other than tab and line breaks, or the replacement character of undecodable bytes. */
function unprintable(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x09 || c === 0x0a || c === 0x0d) continue;
    if (c < 0x20 || (c >= 0x7f && c <= 0x9f) || c === 0xfffd) return true;
  }
  return false;
}
const INVITE_KEY = 'invitor_address';

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const TOKEN_ID = /^\d{1,20}$/;
const SEGMENT = '[A-Za-z0-9_-]{1,32}';
const IN_APP_PAGES = [new RegExp(`^/goods/${SEGMENT}$`), new RegExp(`^/asset/${SEGMENT}/\\d{1,20}$`)];

/** invitor_address / invitor_tokenId from query parameters, if the address is well formed. */
function inviteFrom(params: URLSearchParams): Invite | undefined {
  const address = params.get('invitor_address')?.trim() ?? '';
  if (!ADDRESS.test(address)) return undefined;
  const tokenId = params.get('invitor_tokenId')?.trim() ?? '';
  return TOKEN_ID.test(tokenId) ? { address, tokenId } : { address };
}

function parseUrl(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

/** A JSON invite code: {"invitor_address": "0x…", "invitor_tokenId": 7}. */
function inviteFromJson(text: string): Invite | undefined {
  if (!text.startsWith('{')) return undefined;
  try {
    const o = JSON.parse(text) as Record<string, unknown>;
    const params = new URLSearchParams();
    for (const k of ['invitor_address', 'invitor_tokenId']) if (o[k] != null) params.set(k, String(o[k]));
    return inviteFrom(params);
  } catch {
    return undefined;
  }
}

export function classifyScan(raw: string, appOrigin: string): ScanAction {
  const text = raw.trim();
  if (unprintable(text)) return { kind: 'unusable', text, reason: 'unprintable' };
  const url = parseUrl(text);
  if (url) {
    // Hash-routed links (#/goods/1?x=y) carry their own path and query.
    const hashRoute = url.hash.startsWith('#/') ? new URL(url.hash.slice(1), url.origin) : null;
    const route = hashRoute ?? url;
    const params = new URLSearchParams([...url.searchParams, ...(hashRoute?.searchParams ?? [])]);
    const invite = inviteFrom(params);
    const path = route.pathname.replace(/\/+$/, '');
    // The app's one navigation gate decides first; only goods and asset pages are then followed.
    const gated = url.origin === appOrigin ? gateTarget(path) : null;
    if (gated?.kind === 'route' && IN_APP_PAGES.some((re) => re.test(gated.to))) {
      return invite ? { kind: 'navigate', path: gated.to, invite } : { kind: 'navigate', path: gated.to };
    }
    if (invite) return { kind: 'invite', invite };
    if (params.has(INVITE_KEY)) return { kind: 'unusable', text, reason: 'invite' };
    if (url.origin === appOrigin) return { kind: 'unusable', text, reason: 'appPage' };
    return { kind: 'text', text };
  }
  const invite =
    inviteFromJson(text) ??
    (text.includes('invitor_address=') ? inviteFrom(new URLSearchParams(text.replace(/^\?/, ''))) : undefined);
  if (invite) return { kind: 'invite', invite };
  if (text.includes(INVITE_KEY)) return { kind: 'unusable', text, reason: 'invite' };
  return { kind: 'text', text };
}

export interface ScanActionDeps {
  navigate(path: string): void;
  /** Resolves false when the shopper kept the inviter already stored (see invite-store.ts). */
  saveInvite(invite: Invite): undefined | boolean | Promise<undefined | boolean>;
  showResult(action: ScanAction): void;
}

/** Carries out a classified scan: invites are stored first so a shared goods link keeps its inviter. */
export async function performScanAction(action: ScanAction, deps: ScanActionDeps): Promise<void> {
  const saved =
    (action.kind === 'navigate' || action.kind === 'invite') && action.invite
      ? await deps.saveInvite(action.invite)
      : true;
  if (action.kind === 'navigate') deps.navigate(action.path);
  // A declined invite was answered in the dialog: no "inviter saved" sheet.
  else if (action.kind !== 'invite' || saved !== false) deps.showResult(action);
}
