import { parseSync } from '@swc/core';

/**
 * Finds, in a component file's source, every element that draws a loading or error state, and says whether it
 * carries the page-state marker (src/lib/page-state.ts). Test code only (page-state.test.ts): it reads the JSX
 * with swc, so it sees what the source says, not what one story happened to render.
 *
 * A state element is
 *  - a primitive: antd-mobile's ErrorBlock, Skeleton (and .Paragraph/.Title), DotLoading, SpinLoading, our
 *    Skeleton and SkeletonParagraph, or anything with role="progressbar"; also an antd-mobile component that draws
 *    one of them itself (ImageUploader: a spinner over each picture still uploading);
 *  - or a plain one: an element whose own text is a loading or error word of the locale files
 *    (`t('loading')`, `t('loadError')`, `t('notFound')`…), as the goods page's plain error stand-in.
 * It is marked when it, or an element around it in the same JSX, spreads one of the markers (`{...loadingState}`,
 * also inside a condition) or sets `data-page-state`/`data-page-state-exempt`; or when it is handed to a
 * component that marks what it is given (PagedList's `skeleton`); a spinner inside a button is the button's.
 */

const PRIMITIVES = new Set([
  'ErrorBlock',
  'Skeleton',
  'Skeleton.Paragraph',
  'Skeleton.Title',
  'SkeletonParagraph',
  'DotLoading',
  'SpinLoading',
  // Draws a SpinLoading over a picture while its upload task is pending (antd-mobile's preview-item).
  'ImageUploader',
]);
const MARKERS = new Set(['loadingState', 'errorState', 'unavailableState', 'emptyState']);
const MARK_ATTRIBUTES = new Set(['data-page-state', 'data-page-state-exempt']);
/** Props whose element the receiving component wraps in a marked state itself. */
const MARKING_PROPS: Record<string, string[]> = { PagedList: ['skeleton'] };
const BUTTONS = new Set(['button', 'Button', 'PlainButton']);
/** Locale keys that name a loading or error state (the last segment of the key). */
const STATE_WORD =
  /(?:^|[.:])(?:loading\w*|loadError|loadFailed|networkError|notFound|pageFailed|failed|routeError\.title)$/;

export interface StateElement {
  line: number;
  name: string;
  kind: 'primitive' | 'text';
  marked: boolean;
}

type Node = { type?: string; [key: string]: unknown };

function elementName(name: Node): string {
  if (name.type === 'Identifier') return String(name.value);
  if (name.type === 'JSXMemberExpression')
    return `${elementName(name.object as Node)}.${elementName(name.property as Node)}`;
  return '';
}

function mentionsMarker(node: unknown): boolean {
  if (!node || typeof node !== 'object') return false;
  const n = node as Node;
  if (n.type === 'Identifier' && MARKERS.has(String(n.value))) return true;
  return Object.values(n).some((v) => (Array.isArray(v) ? v.some(mentionsMarker) : mentionsMarker(v)));
}

function attributes(el: Node): Node[] {
  return ((el.opening as Node).attributes as Node[]) ?? [];
}

function isMarked(el: Node): boolean {
  return attributes(el).some((a) =>
    a.type === 'SpreadElement'
      ? mentionsMarker(a.arguments)
      : a.type === 'JSXAttribute' && MARK_ATTRIBUTES.has(elementName(a.name as Node)),
  );
}

function hasProgressRole(el: Node): boolean {
  return attributes(el).some(
    (a) =>
      a.type === 'JSXAttribute' &&
      elementName(a.name as Node) === 'role' &&
      (a.value as Node | undefined)?.value === 'progressbar',
  );
}

/** `t('key')` calls (also inside `a ? t('x') : t('y')`) among an element's own children. */
function stateWordChild(el: Node): boolean {
  const calls: Node[] = [];
  const collect = (n: unknown) => {
    if (!n || typeof n !== 'object') return;
    const node = n as Node;
    if (node.type === 'JSXElement' || node.type === 'JSXFragment') return;
    if (
      node.type === 'CallExpression' &&
      (node.callee as Node).type === 'Identifier' &&
      (node.callee as Node).value === 't'
    )
      calls.push(node);
    for (const v of Object.values(node)) (Array.isArray(v) ? v : [v]).forEach(collect);
  };
  for (const child of (el.children as Node[]) ?? []) if (child.type === 'JSXExpressionContainer') collect(child);
  return calls.some((c) => {
    const first = ((c.arguments as Node[])[0] as Node | undefined)?.expression as Node | undefined;
    return first?.type === 'StringLiteral' && STATE_WORD.test(String(first.value));
  });
}

/** Every state element of one source file, marked or not. */
export function scanStates(source: string): StateElement[] {
  const ast = parseSync(source, { syntax: 'typescript', tsx: true }) as unknown as Node;
  const lineStarts = [0];
  for (let i = 0; i < source.length; i++) if (source[i] === '\n') lineStarts.push(i + 1);
  // swc's spans count from an offset shared by every parse of the process: relative to the module's start.
  const base = (ast.span as { start: number }).start;
  const lineOf = (pos: number) => {
    const offset = pos - base;
    let line = 0;
    while (line + 1 < lineStarts.length && (lineStarts[line + 1] as number) <= offset) line++;
    return line + 1;
  };
  const found: StateElement[] = [];
  const walk = (n: unknown, marked: boolean, inButton: boolean, handedTo: boolean) => {
    if (!n || typeof n !== 'object') return;
    if (Array.isArray(n)) {
      for (const c of n) walk(c, marked, inButton, handedTo);
      return;
    }
    const node = n as Node;
    if (node.type === 'JSXElement') {
      const name = elementName((node.opening as Node).name as Node);
      const here = marked || isMarked(node);
      const primitive = PRIMITIVES.has(name) || hasProgressRole(node);
      const text = !primitive && stateWordChild(node);
      if ((primitive && !inButton) || text)
        found.push({
          line: lineOf((node.span as { start: number }).start),
          name,
          kind: primitive ? 'primitive' : 'text',
          marked: here || handedTo,
        });
      // Props handed to a component that marks them (PagedList's skeleton) count as marked.
      for (const a of attributes(node)) {
        const prop = a.type === 'JSXAttribute' ? elementName(a.name as Node) : '';
        walk(a, here, inButton || BUTTONS.has(name), handedTo || (MARKING_PROPS[name]?.includes(prop) ?? false));
      }
      walk(node.children, here, inButton || BUTTONS.has(name), handedTo);
      return;
    }
    for (const [key, v] of Object.entries(node)) if (key !== 'span') walk(v, marked, inButton, handedTo);
  };
  walk(ast, false, false, false);
  return found;
}
