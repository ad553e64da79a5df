import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { ListFormatError } from '@domain/sanctions/list-entry';
import { collapse, lineAt } from './text';

// Reading a list's XML into plain nodes, with every element as an array so that "one alias"
// and "three aliases" read the same, and every failure said with its line and column.

/** An element: its child elements by name (always arrays), its attributes as "@name". */
export type XmlNode = { [name: string]: unknown };

const META = XMLParser.getMetaDataSymbol();
// The published lists nest four or five elements deep.
const MAX_DEPTH = 32;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  // Names, dates and reference numbers stay text: "KPi.033" and "1964" are not numbers to us.
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  isArray: (_name, _path, _leaf, isAttribute) => !isAttribute,
  // The five XML entities and numeric character references (&#233;) are decoded; a document
  // with a DOCTYPE never gets here (see rejectDoctype), so no entity of its own is expanded.
  processEntities: true,
  htmlEntities: true,
  captureMetaData: true,
  maxNestedTags: MAX_DEPTH,
});

// The real lists carry no DOCTYPE. One that does could declare entities that expand into
// gigabytes ("billion laughs"); it is refused before any parser sees it.
function rejectDoctype(content: string) {
  const at = content.indexOf('<!DOCTYPE');
  if (at === -1) return;
  throw new ListFormatError(
    'The file has a DOCTYPE declaration, which the published lists never have',
    `line ${lineAt(content, at)}`,
  );
}

// Well-formed XML the parser still refuses: an element or attribute named like a property every
// JavaScript object has (`__proto__`, `constructor`), which would rewrite the tree's objects,
// or elements nested deeper than any list nests them, which would exhaust the stack.
function refusal(content: string, error: unknown): ListFormatError {
  const message = error instanceof Error ? error.message : String(error);
  const reserved = /Invalid name: "([^"]+)"/.exec(message)?.[1];
  if (reserved !== undefined) {
    const at = [`<${reserved}`, `${reserved}=`]
      .map((written) => content.indexOf(written))
      .filter((offset) => offset !== -1);
    return new ListFormatError(
      `The file has an element or attribute named "${reserved}", which the published lists never have`,
      at.length > 0 ? `line ${lineAt(content, Math.min(...at))}` : null,
    );
  }
  if (/nested tags/i.test(message)) {
    return new ListFormatError(
      `The file nests elements more than ${MAX_DEPTH} deep; the published lists nest a few`,
      null,
    );
  }
  return new ListFormatError(`The file cannot be read as XML: ${message}`, null);
}

// The parser is a function of the file alone: whatever it throws is about the file.
function parse(text: string): XmlNode {
  try {
    return parser.parse(text) as XmlNode;
  } catch (error) {
    throw refusal(text, error);
  }
}

export type XmlDocument = {
  /** The root element's name, namespace prefix removed. */
  rootName: string;
  root: XmlNode;
  /** "line 12": where a node starts in the file. */
  where: (node: XmlNode) => string | null;
};

/** Parses a well-formed XML document, or throws a ListFormatError naming line and column. */
export function readXml(content: string): XmlDocument {
  const text = content.replace(/^\uFEFF/, '');
  if (text.trim() === '') throw new ListFormatError('The file is empty', null);
  rejectDoctype(text);
  const valid = XMLValidator.validate(text);
  if (valid !== true) {
    const { msg, line, col } = valid.err;
    throw new ListFormatError(
      `The file is not well-formed XML: ${msg}`,
      `line ${line}, column ${col}`,
    );
  }
  const parsed = parse(text);
  const rootName = Object.keys(parsed).find(
    (name) => !name.startsWith('?') && !name.startsWith('#'),
  );
  const root = rootName === undefined ? undefined : elements(parsed, rootName)[0];
  if (rootName === undefined || root === undefined) {
    throw new ListFormatError('The file has no root element', null);
  }
  return {
    rootName,
    root,
    where: (node) => {
      const meta = node[META as unknown as string] as { startIndex?: number } | undefined;
      return meta?.startIndex === undefined ? null : `line ${lineAt(text, meta.startIndex)}`;
    },
  };
}

function asNode(value: unknown): XmlNode {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) return value as XmlNode;
  // A leaf (<INDIVIDUALS/> or text only) has no child elements.
  return typeof value === 'string' && value !== '' ? { '#text': value } : {};
}

function valuesOf(node: XmlNode, name: string): unknown[] {
  const value = node[name];
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** The child elements of that name, in file order. */
export function elements(node: XmlNode, name: string): XmlNode[] {
  return valuesOf(node, name).map(asNode);
}

function textOf(value: unknown): string {
  if (typeof value === 'string') return collapse(value);
  if (value !== null && typeof value === 'object' && '#text' in value) {
    return textOf((value as XmlNode)['#text']);
  }
  return '';
}

/** The texts of the child elements of that name, whitespace collapsed, blanks left out. */
export function texts(node: XmlNode, name: string): string[] {
  return valuesOf(node, name)
    .map(textOf)
    .filter((text) => text !== '');
}

/** The first non-blank text of a child element of that name, or ''. */
export function text(node: XmlNode, name: string): string {
  return texts(node, name)[0] ?? '';
}

/** An attribute's value, whitespace collapsed, or ''. */
export function attribute(node: XmlNode, name: string): string {
  const value = node[`@${name}`];
  return typeof value === 'string' ? collapse(value) : '';
}
