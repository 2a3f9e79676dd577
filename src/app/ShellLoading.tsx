import { SpinLoading } from 'antd-mobile';

/** Shown while the first route's lazy chunk loads. */
export function ShellLoading() {
  return (
    <div
      style={{ display: 'flex', justifyContent: 'center', padding: '40vh 0' }}
      role="progressbar"
      aria-label="loading"
    >
      <SpinLoading color="primary" />
    </div>
  );
}
