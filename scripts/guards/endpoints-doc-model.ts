/**
 * The rows of docs/endpoints.md, derived from the code (scripts/guards/endpoints-doc.ts writes them): for each
 * contract endpoint, the mock handler that answers it and the rules that handler calls, the src/api hooks that call
 * it, the screens that use those hooks, the stories of those screens and the e2e journeys that open them; for each
 * chain action of the tracked-transaction engine, the same from its declaration on.
 */
import type { AnyEndpoint } from '../../contracts/core/endpoint';
import { codeFiles, type Decl, reachForward, reachInFile, readSource, type Source } from './endpoints-doc-sources';

export interface Row {
  /** `GET /api/v/…` lines, or the chain action's name. */
  title: string;
  /** Contract endpoint ids, or the action's declaration. */
  names: string[];
  contracts: string[];
  handlers: string[];
  rules: string[];
  api: { name: string; file: string }[];
  screens: string[];
  stories: string[];
  e2e: string[];
}

export interface Endpoint {
  /** `<export>.<key>`, as code names it (`assetsEndpoints.tokenPage`). */
  member: string;
  file: string;
  endpoint: AnyEndpoint;
}

const TEST = /\.(test|spec)\.tsx?$|-test-kit\.tsx?$|\/testing\//;
const STORY = /\.stories\.tsx$/;
const SCREEN = /^src\/(pages|components|app|features\/[^/]+\/components)\//;
const RULES = /(^|\/)rules(\.ts$|\/)/;

/** What an e2e spec says of where it goes: its strings and the patterns it asserts the page's URL by. */
export interface SpecText {
  strings: string[];
  urlPatterns: RegExp[];
}

const sorted = (items: Iterable<string>) => [...new Set(items)].sort();

export class Repo {
  readonly sources = new Map<string, Source>();

  constructor(readonly root: string) {
    for (const dir of ['src', 'mocks', 'stories', 'e2e']) {
      for (const file of codeFiles(root, dir)) this.sources.set(file, readSource(root, file));
    }
  }

  private files(test: (file: string) => boolean): Source[] {
    return [...this.sources.values()].filter((s) => test(s.file));
  }

  /** `x.y` in `source` as the contract endpoint it names, if it is one. */
  private endpointOf(source: Source, member: string, byMember: Map<string, Endpoint>): Endpoint | undefined {
    const [local, key] = member.split('.');
    const imported = local ? source.imports.get(local) : undefined;
    if (!imported?.from.startsWith('contracts/')) return undefined;
    return byMember.get(`${imported.name}.${key}`);
  }

  /** The mock's handler files and the rule files they reach, for each endpoint (by member). */
  mockHandlers(byMember: Map<string, Endpoint>): Map<string, { handlers: Set<string>; rules: Set<string> }> {
    const out = new Map<string, { handlers: Set<string>; rules: Set<string> }>();
    for (const source of this.files((f) => f.startsWith('mocks/') && !TEST.test(f))) {
      for (const call of source.implementCalls) {
        const ep = this.endpointOf(source, call.endpoint, byMember);
        if (!ep) continue;
        const entry = out.get(ep.member) ?? { handlers: new Set(), rules: new Set() };
        entry.handlers.add(source.file);
        for (const rule of this.rulesNamed(source, call.decl)) entry.rules.add(rule);
        out.set(ep.member, entry);
      }
    }
    return out;
  }

  /** Rule files (rules.ts, rules/) that a handler's call names, directly or through its file's declarations. */
  private rulesNamed(source: Source, decl: Decl): string[] {
    return [...reachForward(source, decl.names)]
      .map((n) => source.imports.get(n)?.from ?? '')
      .filter((from) => RULES.test(from));
  }

  /** The exported src/api declarations that reach one of `seeds` (per file), across src/api's own imports. */
  apiReach(seeds: Map<string, Set<string>>): { name: string; file: string }[] {
    const api = this.files((f) => f.startsWith('src/api/') && !TEST.test(f));
    const reached = new Map<string, Set<string>>();
    let grew = true;
    while (grew) {
      grew = false;
      for (const source of api) {
        const start = new Set(seeds.get(source.file) ?? []);
        for (const [local, imp] of source.imports) if (reached.get(imp.from)?.has(imp.name)) start.add(local);
        // `(await import('./account-calls')).updateNickname`: a declaration loading a file and naming what reaches.
        for (const [name, decl] of source.decls) {
          const names = (f: string) => [...(reached.get(f) ?? [])];
          const uses = (n: string) => decl.names.has(n) || [...decl.members].some((m) => m.endsWith(`.${n}`));
          if ([...decl.dynamic].some((f) => f !== source.file && names(f).some(uses))) start.add(name);
        }
        const now = reachInFile(source, start);
        if (now.size > (reached.get(source.file)?.size ?? 0)) {
          reached.set(source.file, now);
          grew = true;
        }
      }
    }
    const exported = [...reached].flatMap(([file, names]) =>
      [...names].filter((n) => this.sources.get(file)?.decls.get(n)?.exported).map((name) => ({ name, file })),
    );
    const hooks = exported.filter((e) => /^use[A-Z]/.test(e.name));
    return (hooks.length > 0 ? hooks : exported).sort((a, b) =>
      `${a.file}${a.name}`.localeCompare(`${b.file}${b.name}`),
    );
  }

  /** src/api declarations that name one of the endpoints (by member), per file. */
  apiSeeds(members: Set<string>, byMember: Map<string, Endpoint>): Map<string, Set<string>> {
    const seeds = new Map<string, Set<string>>();
    for (const source of this.files((f) => f.startsWith('src/api/') && !TEST.test(f))) {
      for (const [name, decl] of source.decls) {
        const hits = [...decl.members].some((m) => members.has(this.endpointOf(source, m, byMember)?.member ?? ''));
        if (hits) seeds.set(source.file, (seeds.get(source.file) ?? new Set()).add(name));
      }
    }
    return seeds;
  }

  /** Screens (pages, components, the shell) that use one of the exports, directly or through app helpers. */
  screensOf(exports: { name: string; file: string }[]): string[] {
    const app = this.files((f) => f.startsWith('src/') && !TEST.test(f) && !STORY.test(f));
    const screens = new Set<string>();
    let frontier = exports;
    const seen = new Set(exports.map((e) => `${e.file}#${e.name}`));
    for (let depth = 0; depth < 6 && frontier.length > 0; depth++) {
      const next: { name: string; file: string }[] = [];
      const pass = (file: string, name: string) => {
        if (seen.has(`${file}#${name}`)) return;
        seen.add(`${file}#${name}`);
        next.push({ name, file });
      };
      for (const source of app) {
        if (source.file.startsWith('src/api/')) continue;
        // A barrel (`export { LoginPanel } from './components/LoginPanel'`) passes the name on.
        for (const re of source.reexports) {
          for (const e of frontier.filter((f) => f.file === re.from && (re.name === '*' || re.name === f.name))) {
            pass(source.file, re.as === '*' ? e.name : re.as);
          }
        }
        const locals = [...source.imports]
          .filter(([, imp]) => frontier.some((e) => e.file === imp.from && e.name === imp.name))
          .map(([local]) => local);
        if (locals.length === 0) continue;
        if (SCREEN.test(source.file) && source.file.endsWith('.tsx')) screens.add(source.file);
        else
          for (const name of reachInFile(source, locals)) if (source.decls.get(name)?.exported) pass(source.file, name);
      }
      frontier = next;
    }
    return sorted(screens);
  }

  /** Story files that render one of the screens: they import it, or a component or page that contains it. */
  storiesOf(screens: string[]): string[] {
    const wanted = this.reaching(screens);
    return sorted(
      this.files((f) => STORY.test(f))
        .filter((s) => [...s.imports.values()].some((imp) => wanted.has(imp.from)))
        .map((s) => s.file),
    );
  }

  /** The app files whose module graph (static and dynamic imports) reaches one of the screens, screens included. */
  private reaching(screens: string[]): Set<string> {
    const app = this.files((f) => f.startsWith('src/') && !TEST.test(f) && !STORY.test(f));
    const reaching = new Set(screens);
    let grew = true;
    while (grew) {
      grew = false;
      for (const s of app) {
        if (reaching.has(s.file)) continue;
        const deps = [
          ...[...s.imports.values()].map((imp) => imp.from),
          ...s.reexports.map((r) => r.from),
          ...s.dynamic,
        ];
        if (deps.some((f) => reaching.has(f))) {
          reaching.add(s.file);
          grew = true;
        }
      }
    }
    return reaching;
  }

  /** src/pages files whose module graph reaches one of the screens. */
  pagesOf(screens: string[]): string[] {
    return sorted([...this.reaching(screens)].filter((f) => /^src\/pages\/[^/]+Page\.tsx$/.test(f)));
  }

  /**
   * The strings and URL assertions of each e2e spec, with those of the helper declarations it imports (and what they
   * use in their file): a journey's kit counts for the specs that call it, not for every spec importing one of its
   * neighbours.
   */
  e2eStrings(): Map<string, SpecText> {
    const out = new Map<string, SpecText>();
    for (const spec of this.files((f) => f.startsWith('e2e/') && f.endsWith('.spec.ts'))) {
      const strings = new Set<string>();
      const urlPatterns: RegExp[] = [];
      const add = (d: Decl | undefined) => {
        for (const s of d?.strings ?? []) strings.add(s);
        urlPatterns.push(...(d?.urlPatterns ?? []));
      };
      add(spec.loose);
      for (const d of spec.decls.values()) add(d);
      for (const imp of spec.imports.values()) {
        const helper = this.sources.get(imp.from);
        if (!helper?.file.startsWith('e2e/')) continue;
        // The imported declaration, and the functions it calls there (not the tables they read: a helper that
        // resets the shop names every route without opening one).
        add(helper.decls.get(imp.name));
        for (const name of reachForward(helper, [imp.name])) {
          if (helper.decls.get(name)?.fn) add(helper.decls.get(name));
        }
      }
      out.set(spec.file, { strings: [...strings], urlPatterns });
    }
    return out;
  }

  /** Screens that start a chain action (`action: 'withdraw'` given to the tracked-transaction hook). */
  actionScreens(action: string): string[] {
    return sorted(
      this.files((f) => SCREEN.test(f) && f.endsWith('.tsx') && !TEST.test(f) && !STORY.test(f))
        .filter((s) => [...s.decls.values()].some((d) => d.props.has(`action:${action}`)))
        .map((s) => s.file),
    );
  }

  /** The chain actions (`TRACKED_TX` in src/api: action → its declaration) with the declaration's file. */
  chainActions(): { action: string; decl: string; file: string }[] {
    for (const source of this.files((f) => f.startsWith('src/api/') && !TEST.test(f))) {
      const table = /\bTRACKED_TX\b[^=]*=\s*\{([^}]*)\}/.exec(source.text)?.[1];
      if (!table) continue;
      return [...table.matchAll(/(\w+)\s*:\s*(\w+)/g)].map(([, action = '', decl = '']) => ({
        action,
        decl: source.imports.get(decl)?.name ?? decl,
        file: source.imports.get(decl)?.from ?? source.file,
      }));
    }
    throw new Error('no TRACKED_TX in src/api: where do the chain actions live now?');
  }

  /** The endpoints a declaration of src/api names (by member). */
  endpointsNamedBy(file: string, decl: string, byMember: Map<string, Endpoint>): string[] {
    const source = this.sources.get(file);
    const members = source?.decls.get(decl)?.members ?? new Set<string>();
    return [...members].flatMap((m) => (source ? (this.endpointOf(source, m, byMember)?.member ?? []) : []));
  }
}
