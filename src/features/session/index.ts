export { type Session, SessionProvider, useSession } from './SessionProvider';
export { useToken } from './use-token';
