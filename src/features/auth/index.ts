export { LoginPanel } from './components/LoginPanel';
export { LoginView, type LoginViewProps } from './components/LoginView';
export { captureInvite, forgetInviter, storedInviter } from './lib/invite';
export { type LoginFailure, type LoginPhase, runLogin } from './lib/login-flow';
export { redirectTarget } from './lib/redirect';
export { useWalletLogin } from './use-wallet-login';
