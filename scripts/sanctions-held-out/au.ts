import type { BirthRange, ListEntry } from '../../src/domain/sanctions/list-entry';

// --- DFAT's Consolidated List (Australia) as an Excel sheet: one row per name, Reference "2"
// for the primary name and "2a", "2b"... for its aka and original-script names; Type, Name
// Type (Primary Name, aka, Original Script), Date of Birth (an Excel day number, a day written
// out, or years), and Committees: a UN Security Council committee ("1988 (Taliban)") or
// "Autonomous (Russia)", "1373 (2001)" for Australia's own listings.
export function parseDfat(sheetXml: string, stringsXml: string) {
  const unescape = (t: string) =>
    t
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
      .replace(/&amp;/g, '&');
  const strings = [...stringsXml.matchAll(/<si>([\s\S]*?)<\/si>/g)].map(([, si]) =>
    unescape([...si!.matchAll(/<t[^>]*>([\s\S]*?)<\/t>/g)].map(([, t]) => t).join('')),
  );
  const rows = [...sheetXml.matchAll(/<row[^>]*>([\s\S]*?)<\/row>/g)].map(([, row]) => {
    const cells: Record<string, string> = {};
    for (const [, column, attributes, body] of row!.matchAll(
      /<c r="([A-Z]+)\d+"([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g,
    )) {
      const value = /<v>([\s\S]*?)<\/v>/.exec(body ?? '')?.[1] ?? '';
      cells[column!] = / t="s"/.test(attributes!) ? strings[Number(value)]! : unescape(value);
    }
    return cells;
  });
  const day = (d: Date) => d.toISOString().slice(0, 10);
  const birthsOf = (text: string): BirthRange[] => {
    const t = text.trim();
    // An Excel day number (days since 1899-12-30).
    if (/^\d{5}$/.test(t)) {
      const d = day(new Date(Date.UTC(1899, 11, 30) + Number(t) * 86_400_000));
      return [{ from: d, to: d }];
    }
    const out: BirthRange[] = [];
    for (const [, dd, mm, yyyy] of t.matchAll(/\b(\d{1,2})\/(\d{1,2})\/(\d{4})\b/g)) {
      const d = `${yyyy}-${mm!.padStart(2, '0')}-${dd!.padStart(2, '0')}`;
      out.push({ from: d, to: d });
    }
    if (out.length > 0) return out;
    for (const [year] of t.matchAll(/\b(19|20)\d\d\b/g)) {
      out.push({ from: `${year}-01-01`, to: `${year}-12-31` });
    }
    return out;
  };
  const people = new Map<string, { un: boolean; entry: ListEntry }>();
  for (const row of rows.slice(1)) {
    const reference = /^\d+/.exec((row.A ?? '').trim())?.[0];
    const name = (row.B ?? '').replace(/\s+/g, ' ').trim();
    if (!reference || !name || (row.C ?? '').trim().toLowerCase() !== 'individual') continue;
    const known = people.get(reference);
    const type = (row.D ?? '').trim().toLowerCase();
    const entry: ListEntry = known?.entry ?? {
      reference: `AU ${reference}`,
      kind: 'individual',
      names: [],
      birth_dates: birthsOf(row.E ?? ''),
      countries: [],
      programme: null,
      listed_on: null,
    };
    if (!entry.names.some((n) => n.name === name)) {
      const primary = type.startsWith('primary') && !entry.names.some((n) => n.kind === 'primary');
      if (primary) entry.names.unshift({ name, kind: 'primary', quality: null });
      else entry.names.push({ name, kind: 'alias', quality: 'good' });
    }
    // Listed under a UN Security Council committee: "1267/1989/2253 (...)", "1718 (DPRK)"; the
    // autonomous listings and Australia's own under resolution 1373 are not the UN's.
    const un = /^\s*\d/.test(row.K ?? '') && !/^\s*1373\b/.test(row.K ?? '');
    people.set(reference, { un: (known?.un ?? false) || un, entry });
  }
  return [...people.values()].filter(({ entry }) => entry.names[0]?.kind === 'primary');
}

// An entry of a fresh list that is also in the files tuned on: the same name (words in any
