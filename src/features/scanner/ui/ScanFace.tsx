import type { ReactNode } from 'react';

/**
 * What the scan button shows: the scan icon and its visible label. Its own module with nothing heavy, so the home
 * page can show the same face, inert, before the scan flow's chunk (camera, result sheet, antd-mobile) arrives.
 */
export function ScanFace({ children }: { children?: ReactNode }) {
  return (
    <>
      <svg
        width="22"
        height="22"
        viewBox="0 0 24 24"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M4 8V5a1 1 0 0 1 1-1h3M16 4h3a1 1 0 0 1 1 1v3M20 16v3a1 1 0 0 1-1 1h-3M8 20H5a1 1 0 0 1-1-1v-3M4 12h16" />
      </svg>
      {children}
    </>
  );
}

/** The button's own box, shared by the live button and the home page's stand-in. */
export const SCAN_BUTTON_BOX = { all: 'unset', display: 'inline-flex', alignItems: 'center', gap: 4 } as const;
