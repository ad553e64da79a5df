import type { ParsedList, SanctionsSource } from '@domain/sanctions/list-entry';
import { parseOpenSanctionsList } from './opensanctions';
import { parseSemaList } from './sema';
import { parseUnList } from './un';

// Every list format read into the one ParsedList shape (issue 27). A file that is not a
// well-formed list of its format throws a ListFormatError saying what is wrong and where.

export { readOpenSanctionsStream } from './opensanctions';

export function parseSanctionsList(source: SanctionsSource, content: string): ParsedList {
  switch (source) {
    case 'sema':
      return parseSemaList(content);
    case 'un':
      return parseUnList(content);
    case 'opensanctions':
      return parseOpenSanctionsList(content);
  }
}

// The first element's name, after the declaration, comments, processing instructions and a
// DOCTYPE (which the parsers then refuse, saying why).
function rootElement(head: string): string | null {
  const rest = head
    .replace(/^\uFEFF/, '')
    .replace(/^(\s+|<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^[>]*(\[[\s\S]*?\])?\s*>)+/, '');
  return /^<([A-Za-z_][\w.:-]*)/.exec(rest)?.[1] ?? null;
}

/** Which list a file is, told by its root element or header line; null when it is none. */
export function sniffSource(content: string): SanctionsSource | null {
  const head = content.slice(0, 4096);
  const root = rootElement(head);
  if (root !== null) {
    const name = root.replace(/^[\w.-]+:/, '');
    if (name === 'CONSOLIDATED_LIST') return 'un';
    if (name === 'data-set') return 'sema';
    return null;
  }
  const header = (head.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '').replace(/"/g, '');
  return /^id,schema,name(,|$)/.test(header) ? 'opensanctions' : null;
}
