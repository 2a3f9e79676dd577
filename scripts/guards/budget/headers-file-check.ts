/**
 * Part of `npm run budget`: the headers file the build writes for servers (dist/nginx-headers.conf,
 * scripts/build/deploy-headers.ts) must allow what the built index.html needs. Its Content-Security-Policy must carry
 * the hash of every inline script of the page (else the server's header blocks them) and otherwise say what the
 * page's meta tag says, plus `frame-ancestors`; its `Link` header must preconnect exactly the page's preconnects.
 * Checked from the page itself (hashes recomputed), not from the code that wrote the file.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { HEADER_ONLY, policyOfHtml } from '../../../server/csp-header.ts';
import { inlineParts } from '../../build/csp.ts';
import { HEADERS_FILE, parseNginxConf, preconnectsOfHtml } from '../../build/deploy-headers.ts';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The directives of a policy by name, each a set of its sources. */
function directives(policy: string): Map<string, string> {
  return new Map(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...sources]) => [name as string, sources.join(' ')]),
  );
}

export function checkDeployHeaders(html: string, conf: string | null): string[] {
  if (conf === null) return [`${HEADERS_FILE} is missing: the build writes it (scripts/build/deploy-headers.ts)`];
  let headers: Record<string, string>;
  try {
    headers = parseNginxConf(conf);
  } catch (e) {
    return [(e as Error).message];
  }
  const failures: string[] = [];
  const header = headers['Content-Security-Policy'];
  const meta = policyOfHtml(html);
  if (!header) failures.push(`${HEADERS_FILE} sends no Content-Security-Policy`);
  if (!meta) failures.push('index.html has no Content-Security-Policy meta tag');
  if (header && meta) {
    const scriptSrc = (directives(header).get('script-src') ?? '').split(' ');
    for (const code of inlineParts(html).scripts) {
      const hash = sha256(code);
      if (!scriptSrc.includes(hash))
        failures.push(
          `${HEADERS_FILE}'s script-src lacks ${hash}: the server's header would block index.html's script`,
        );
    }
    const want = directives(`${meta}; ${HEADER_ONLY}`);
    const got = directives(header);
    for (const name of new Set([...want.keys(), ...got.keys()])) {
      if (want.get(name) !== got.get(name))
        failures.push(
          `${HEADERS_FILE}'s ${name} is "${got.get(name) ?? ''}", index.html needs "${want.get(name) ?? ''}"`,
        );
    }
  }
  const link = headers.Link ?? '';
  const linked = link
    ? link.split(',').map((l) => {
        const origin = /<([^>]+)>/.exec(l)?.[1] ?? '';
        return `${origin}${/;\s*crossorigin\b/.test(l) ? ' (crossorigin)' : ''}`;
      })
    : [];
  const tagged = preconnectsOfHtml(html).map((p) => `${p.origin}${p.crossorigin ? ' (crossorigin)' : ''}`);
  if (linked.join() !== tagged.join())
    failures.push(`${HEADERS_FILE} preconnects [${linked.join(', ')}], index.html [${tagged.join(', ')}]`);
  return failures;
}

export function checkDistHeaders(distDir: string): string[] {
  const index = path.join(distDir, 'index.html');
  if (!existsSync(index)) return [];
  const file = path.join(distDir, HEADERS_FILE);
  return checkDeployHeaders(readFileSync(index, 'utf8'), existsSync(file) ? readFileSync(file, 'utf8') : null);
}
