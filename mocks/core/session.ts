/**
 * Sessions live in the users tables (mocks/domains/users/table.ts), which mocks/core may not import; the
 * auth domain plugs its lookup in here (mocks/handlers.ts wires it) so implement() stays generic.
 */
export interface Session {
  token: string;
  address: string;
}

export type SessionLookup =
  /**
   * `frozen`: every /v/ request with this token gets 303, anonymous ones included (implement.ts,
   * docs/backend/corrections.md#b4-frozen).
   */
  | { kind: 'ok'; session: Session; frozen: boolean }
  /**
   * Unknown or expired token: 302 where a login is required, served as anonymous elsewhere
   * (docs/backend/corrections.md#b4-frozen).
   */
  | { kind: 'invalid' };

export interface SessionBackend {
  /** Runs before the first request is handled: seeds the db if nothing did yet. */
  ready(): Promise<void>;
  lookup(token: string): SessionLookup;
}

let backend: SessionBackend | null = null;

export function setSessionBackend(b: SessionBackend): void {
  backend = b;
}

export function sessionBackend(): SessionBackend {
  if (!backend) throw new Error('mock session backend not installed: import handlers from mocks/handlers.ts');
  return backend;
}
