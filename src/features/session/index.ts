export { accountInfoQuery, useAccountInfo } from './api/get-account-info';
export { type Session, SessionProvider, useSession } from './SessionProvider';
export { useToken } from './use-token';
