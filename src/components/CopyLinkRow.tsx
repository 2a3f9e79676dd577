import { useState } from 'react';
import { PlainButton } from './button/PlainButton';

interface Props {
  link: string;
  /** The button's words, the words after a copy, and the words (with the link) when copying failed. */
  copy: string;
  copied: string;
  failed: string;
}

/**
 * A "copy this link" button with its outcome beside it. Many in-app browsers and old webviews refuse the
 * clipboard: then the link itself is shown, for a long press. A plain button (antd-mobile's look): the login
 * screen's first paint shows this row inside WeChat and loads no antd-mobile.
 */
export function CopyLinkRow({ link, copy, copied, failed }: Props) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center', padding: '8px 12px' }}>
      <PlainButton onClick={() => void onCopy()}>{copy}</PlainButton>
      <span role="status" style={{ fontSize: 13, wordBreak: 'break-all' }}>
        {state === 'copied' ? copied : state === 'failed' ? failed : ''}
      </span>
    </div>
  );
}
