import { ROUTE_TABLE } from '../../src/app/routes/route-table.ts';

/**
 * The pages a first visit most often opens: the routes flagged `firstScreen` in the app's one route table
 * (src/app/routes/route-table.ts), so the build cannot disagree with the router. vite.config.ts gives each a
 * `page-<Name>` chunk; `npm run budget` counts the files each needs (scripts/guards/budget/first-screen-files.ts).
 */
export const FIRST_SCREENS: readonly string[] = ROUTE_TABLE.filter((r) => r.firstScreen).map((r) => r.page);
