import type { ComponentType } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { SessionProvider } from '../../src/features/session';

/** Where the page navigated to, for stories that follow a link or a redirect. */
export function Elsewhere() {
  const { pathname, search } = useLocation();
  return <output aria-label="location">{pathname + search}</output>;
}

/**
 * A page as the app's shell mounts it: the start-up session (user info) around it, the page on its
 * route pattern so `useParams` works, and any other path rendered as a location probe. Pair it with
 * `parameters.route` (the URL the story opens at). With `from`, a story opened at '/__start' goes to the
 * URL `from()` computes, for ids that exist only once the seeded shop is known (read in beforeEach).
 */
export function pageAt(pattern: string, Page: ComponentType, opts: { from?: () => string } = {}) {
  return pagesAt({ [pattern]: Page }, opts);
}

/** Several pages on one route table, for stories that follow a link from one page into another. */
export function pagesAt(pages: Record<string, ComponentType>, opts: { from?: () => string } = {}) {
  return () => <PageRoutes pages={pages} from={opts.from} />;
}

function PageRoutes({ pages, from }: { pages: Record<string, ComponentType>; from?: () => string }) {
  return (
    <SessionProvider>
      <Routes>
        {Object.entries(pages).map(([pattern, Page]) => (
          <Route key={pattern} path={pattern} element={<Page />} />
        ))}
        {from && <Route path="/__start" element={<Navigate to={from()} replace />} />}
        <Route path="*" element={<Elsewhere />} />
      </Routes>
    </SessionProvider>
  );
}
