import type { ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { now, type OrderRecord, orders, type PersonaKey, persona, resetDb, skus, spus } from '../../mocks/stories';
import { loggedInAs } from './persona';

/**
 * Shared by the shopping stories (goods, orders, payments). Seeded ids carry the seed's date, so a story
 * looks its record up in the freshly seeded mock db at render time instead of hard-coding an id.
 */

export { as } from './persona';

/** How long a shopping story waits for the seeded shop's answer to show: the findBy / waitFor option. */
export const opts = { timeout: 5000 };

/**
 * Re-seeds the shop with the mock clock at wall time, then logs in: screens that count down against the
 * device clock (the 30-minute payment window) see live windows instead of the frozen January seed.
 */
export const atWallTime = (key: PersonaKey) => async () => {
  await resetDb({ now: Date.now() });
  await loggedInAs(key)();
};

export function goodsIdOf(name: string): string {
  const spu = spus.findFirst((q) => q.where({ name }));
  if (!spu) throw new Error(`no seeded goods named ${name}`);
  return spu.goodsId;
}

/** The sale SKUs of a seeded goods (the box itself for a blind box, not its prizes). */
export function saleSkuOf(name: string, pick = 0) {
  const spu = spus.findFirst((q) => q.where({ name }));
  if (!spu) throw new Error(`no seeded goods named ${name}`);
  const list = skus.findMany((q) => q.where({ goodsId: spu.goodsId }));
  const sku = (spu.type === 1 ? list.filter((k) => k.blindBoxType === 1) : list)[pick];
  if (!sku) throw new Error(`no sku ${pick} of ${name}`);
  return sku;
}

/** A seeded order of the `normal` persona: by stored status and an optional extra test. */
export function orderOf(status: OrderRecord['status'], test: (o: OrderRecord) => boolean = () => true): OrderRecord {
  const buyer = persona('normal').address;
  const found = orders.all().find((o) => o.buyerAddress === buyer && o.status === status && test(o));
  if (!found) throw new Error(`no seeded order in status ${status}`);
  return found;
}

/** The normal persona's unpaid order inside its pay window (seeded at wall time): 1 × 星际旅人潮玩手办 from 尚品潮玩. */
export const unpaidOrder = () => orderOf(0, (o) => o.expireTime > now() && o.num === 1);

function Landed() {
  return <p data-testid="landed">{useLocation().pathname}</p>;
}

/**
 * Renders `page` at `path` after sending the story's router (which starts at '/') to `to`. `also` adds
 * routes the page may navigate to, each showing the path it landed on so a play function can assert the landing.
 */
export function At({ path, to, page, also = [] }: { path: string; to: string; page: ReactNode; also?: string[] }) {
  return (
    <Routes>
      <Route path={path} element={page} />
      {also.map((p) => (
        <Route key={p} path={p} element={<Landed />} />
      ))}
      <Route path="*" element={<Navigate to={to} replace />} />
    </Routes>
  );
}

export { tappable } from './popup';
