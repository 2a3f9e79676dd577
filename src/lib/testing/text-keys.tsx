import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';

/**
 * i18next's `cimode`: every `t('ns:key')` answers `key`, whatever language and texts the app's instance has.
 * Separate from the app's instance (src/lib/i18n.ts), which files of the unit project share per worker.
 */
const keys = i18next.createInstance();
void keys.init({ lng: 'cimode', resources: {}, initAsync: false });

/**
 * For tests that find elements by their text keys (`getByRole('button', { name: 'stepper.increase' })`): the
 * components under it translate with the instance above, so the test reads the same names whether or not another
 * file in the worker has set up the app's texts. Pass as `render`'s `wrapper` or wrap the tree in it.
 */
export function TextKeys({ children }: { children: ReactNode }) {
  return <I18nextProvider i18n={keys}>{children}</I18nextProvider>;
}
