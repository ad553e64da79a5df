// Text as the lists publish it: names padded with tabs, line breaks and no-break spaces that
// nobody types, and aliases that repeat the primary name with other punctuation.

/** Every run of whitespace (no-break spaces included) as one space, trimmed. */
export function collapse(value: string): string {
  return value.replace(/\s+/gu, ' ').trim();
}

/** Letters and digits only, lower case: two spellings that differ in punctuation alone. */
function comparable(name: string): string {
  return name.replace(/[^\p{L}\p{N}]+/gu, '').toLowerCase();
}

/** The names in order, without blanks and without repeats of an earlier one. */
export function distinctNames(names: string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const raw of names) {
    const name = collapse(raw);
    const key = comparable(name);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    kept.push(name);
  }
  return kept;
}

/** 1-based line of a character offset, for telling where in a file something is wrong. */
export function lineAt(content: string, offset: number): number {
  let line = 1;
  for (let i = content.indexOf('\n'); i !== -1 && i < offset; i = content.indexOf('\n', i + 1)) {
    line += 1;
  }
  return line;
}
