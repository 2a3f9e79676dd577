// Floor 3: floor 2 plus, in a lazily loaded page like the app's routes, the antd-mobile components of the
// home screen and every zod contract, reading a real goods page from the mock with the app's tolerant reader.
import { lazy, Suspense } from 'react';
import '../../../../src/lib/zod-jitless';
import { startStack } from './stack-setup';

const UiPage = lazy(() => import('./UiPage'));
startStack(
  <Suspense fallback={null}>
    <UiPage />
  </Suspense>,
);
