import { useEffect, useState } from 'react';
import type { MallDemo } from '@/platform/globals';
import { useWalletLogin } from '../use-wallet-login';
import { LoginView } from './LoginView';

function useDemo(): { demo: MallDemo | undefined; current: string; select: (key: string) => void } {
  const demo = typeof window === 'undefined' ? undefined : window.__mallDemo;
  const [current, setCurrent] = useState(() => demo?.current().key ?? '');
  useEffect(() => {
    if (demo) setCurrent(demo.current().key);
  }, [demo]);
  return { demo, current, select: (key) => setCurrent(demo?.select(key).key ?? key) };
}

/** Wallet login with captcha; in mock mode, a persona picker for the demo wallet. */
export function LoginPanel({ onDone }: { onDone: () => void }) {
  const { phase, failure, start } = useWalletLogin(onDone);
  const { demo, current, select } = useDemo();
  return (
    <LoginView
      phase={phase}
      failure={failure}
      onLogin={() => void start()}
      demo={demo ? { personas: demo.personas, current, onSelect: select } : undefined}
    />
  );
}
