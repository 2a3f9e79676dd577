import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Router } from 'express';

const DIR = join(import.meta.dirname, 'control-page');
const FILES: Record<string, { file: string; type: string }> = {
  '/': { file: 'index.html', type: 'text/html; charset=utf-8' },
  '/control.js': { file: 'control.js', type: 'text/javascript; charset=utf-8' },
  '/control-texts.js': { file: 'control-texts.js', type: 'text/javascript; charset=utf-8' },
  '/control.css': { file: 'control.css', type: 'text/css; charset=utf-8' },
};
// Scripts and styles by source only, nothing inline, and no framing (its buttons change a shared shop).
const CSP = "default-src 'self'; script-src 'self'; style-src 'self'; frame-ancestors 'none'; base-uri 'none'";

/** GET /__mock/ : the control page for people (create or switch shops, persona, scenario, clock, reset). */
export function controlPage(): Router {
  const r = Router({ strict: true });
  for (const [path, { file, type }] of Object.entries(FILES)) {
    r.get(path, async (_req, res) => {
      res.type(type).set({ 'Content-Security-Policy': CSP, 'Cache-Control': 'no-cache' });
      res.send(await readFile(join(DIR, file)));
    });
  }
  return r;
}
