import { BankFileError } from './bank-file-error.ts';

/** An OFX aggregate: its leaf values by tag (the first of each) and its child aggregates in order. */
export interface OfxNode {
  tag: string;
  values: Map<string, string>;
  children: OfxNode[];
  /** What `settle` made of the aggregate when it closed; its values are then let go (read them from here). */
  settled?: unknown;
}

/**
 * Aggregates of this tag are handed to `read` as soon as their end tag closes them, when nothing can change them
 * any more (an aggregate still open at the end of the file never is): a file's thousands of STMTTRN are each read
 * into a transaction there rather than all kept as maps of tags until the whole file is read.
 */
export interface OfxSettle {
  tag: string;
  read(node: OfxNode): unknown;
}

const MAX_DEPTH = 32;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
const SETTLED_VALUES: ReadonlyMap<string, string> = new Map();

/** A-Z a-z 0-9 _ . : the characters of a tag name. */
function isTagChar(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || code === 95 || code === 46;
}

/**
 * Reads OFX 1.x (SGML) and 2.x (XML) alike. In SGML a leaf element's end tag is optional
 * (`<TRNAMT>-12.00` then the next tag), and many banks leave it off even in files labelled XML, so a
 * tag followed by text is a leaf whatever follows; only aggregates (a tag followed by another tag) are
 * opened, and an end tag closes back to its aggregate. SGML files carry bare `&` in names
 * ("AT&T"): only well-formed entities are decoded, anything else is kept as written.
 *
 * The text is scanned in place, token by token: a tag (`<`, an optional `/`, the name, anything up to the next
 * `>`), the text up to the next `<`, or a stray `<`. Comments are cut out first, where the file has any.
 */
export function readOfxTree(text: string, settle?: OfxSettle): OfxNode {
  const start = text.search(/<OFX[\s>]/i);
  if (start < 0) throw new BankFileError('This OFX file has no <OFX> section. Download it from the bank again.');
  let body = text;
  let at = start;
  if (text.includes('<!--', start)) [body, at] = [text.slice(start).replace(/<!--[\s\S]*?-->/g, ''), 0];
  const root: OfxNode = { tag: 'ROOT', values: new Map(), children: [] };
  const stack: OfxNode[] = [root];
  let pendingLeaf: string | null = null; // an opened tag that may yet turn out to be a leaf
  while (at < body.length) {
    if (body.charCodeAt(at) !== 60 /* < */) {
      let end = body.indexOf('<', at);
      if (end < 0) end = body.length;
      if (pendingLeaf !== null) {
        const value = body.slice(at, end).trim();
        if (value !== '') {
          const parent = stack.at(-1)!;
          if (!parent.values.has(pendingLeaf)) parent.values.set(pendingLeaf, decodeEntities(value));
          pendingLeaf = null;
        }
      }
      at = end;
      continue;
    }
    const slash = body.charCodeAt(at + 1) === 47; /* / */
    const nameStart = at + (slash ? 2 : 1);
    let nameEnd = nameStart;
    while (nameEnd < body.length && isTagChar(body.charCodeAt(nameEnd))) nameEnd++;
    const tagEnd = nameEnd > nameStart ? body.indexOf('>', nameEnd) : -1;
    if (tagEnd < 0) {
      at++; // a stray '<': what follows it is text
      continue;
    }
    at = tagEnd + 1;
    const tag = body.slice(nameStart, nameEnd).toUpperCase();
    if (pendingLeaf !== null) {
      // The previous tag had no text before this one: it opened an aggregate (or is an empty leaf, closed just now).
      if (slash && tag === pendingLeaf) {
        pendingLeaf = null;
        continue;
      }
      openAggregate(stack, pendingLeaf);
      pendingLeaf = null;
    }
    if (slash) {
      const depth = stack.findLastIndex((node) => node.tag === tag);
      if (depth > 0) closeAggregate(stack, depth, settle); // else the end tag of a leaf already closed: nothing to do
    } else pendingLeaf = tag;
  }
  const ofx = root.children.find((node) => node.tag === 'OFX');
  if (!ofx) throw new BankFileError('This OFX file has no <OFX> section. Download it from the bank again.');
  return ofx;
}

function openAggregate(stack: OfxNode[], tag: string) {
  if (stack.length > MAX_DEPTH) throw new BankFileError('This OFX file is nested too deeply to be a bank statement.');
  const node: OfxNode = { tag, values: new Map(), children: [] };
  stack.at(-1)!.children.push(node);
  stack.push(node);
}

/**
 * Closes stack[depth]. Anything opened above it and never closed was an empty leaf written without its
 * end tag (`<MEMO>` then `<NAME>`), not an aggregate: what was read into it belongs to its parent.
 */
function closeAggregate(stack: OfxNode[], depth: number, settle: OfxSettle | undefined) {
  while (stack.length - 1 > depth) {
    const unclosed = stack.pop()!;
    const parent = stack.at(-1)!;
    parent.children.splice(parent.children.indexOf(unclosed), 1, ...unclosed.children);
    for (const [tag, value] of unclosed.values) if (!parent.values.has(tag)) parent.values.set(tag, value);
  }
  const closed = stack.pop()!;
  if (settle && closed.tag === settle.tag) {
    closed.settled = settle.read(closed);
    closed.values = SETTLED_VALUES as Map<string, string>;
  }
}

function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Every aggregate under `node` (itself included) with this tag, in document order. */
export function findAll(node: OfxNode, tag: string, found: OfxNode[] = []): OfxNode[] {
  if (node.tag === tag) found.push(node);
  for (const child of node.children) findAll(child, tag, found);
  return found;
}

export function child(node: OfxNode, tag: string): OfxNode | undefined {
  return node.children.find((c) => c.tag === tag);
}
