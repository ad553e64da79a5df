// What a backup reads of a database's catalog, in SQL that PostgreSQL and PGlite both answer:
// the public schema's tables with their columns, in an order that loads parents before the
// rows that refer to them, and its sequences.

// One query's rows, through whichever driver.
export type Query = <T>(text: string) => Promise<T[]>;

export type Table = {
  // The table's name, and as quote_ident() writes it into SQL.
  raw: string;
  name: string;
  // Its stored columns in order, quoted; generated columns are computed, never copied.
  columns: string[];
};

const TABLES = `
  select c.relname as raw, quote_ident(c.relname) as name,
         coalesce((select json_agg(quote_ident(a.attname) order by a.attnum)
                     from pg_attribute a
                    where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
                      and a.attgenerated = ''), '[]')::text as columns
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
   where n.nspname = 'public' and c.relkind = 'r' and not c.relispartition
     and not exists (select 1 from pg_depend d
                      where d.classid = 'pg_class'::regclass and d.objid = c.oid
                        and d.deptype = 'e')
   order by c.relname`;

const FOREIGN_KEYS = `
  select child.relname as child, parent.relname as parent
    from pg_constraint k
    join pg_class child on child.oid = k.conrelid
    join pg_namespace cn on cn.oid = child.relnamespace
    join pg_class parent on parent.oid = k.confrelid
    join pg_namespace pn on pn.oid = parent.relnamespace
   where k.contype = 'f' and cn.nspname = 'public' and pn.nspname = 'public'
     and k.conrelid <> k.confrelid`;

const SEQUENCES = `
  select quote_ident(c.relname) as name
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
   where n.nspname = 'public' and c.relkind = 'S'
   order by c.relname`;

/**
 * The public tables, each after every table its foreign keys refer to (by name among equals),
 * so that a load with the foreign keys checked finds each row's parent already there.
 */
export async function readTables(query: Query): Promise<Table[]> {
  const rows = await query<{ raw: string; name: string; columns: string }>(TABLES);
  const tables = rows.map((row) => ({
    raw: row.raw,
    name: row.name,
    columns: JSON.parse(row.columns) as string[],
  }));
  const keys = await query<{ child: string; parent: string }>(FOREIGN_KEYS);
  return inForeignKeyOrder(tables, keys);
}

function inForeignKeyOrder(tables: Table[], keys: { child: string; parent: string }[]): Table[] {
  const waiting = new Map(tables.map((table) => [table.raw, new Set<string>()]));
  for (const { child, parent } of keys) {
    if (waiting.has(parent)) waiting.get(child)?.add(parent);
  }
  const ordered: Table[] = [];
  let rest = tables;
  while (rest.length > 0) {
    const ready = rest.filter((table) => waiting.get(table.raw)?.size === 0);
    // A cycle of foreign keys (none today) loads by name; only a load with them unchecked
    // (a superuser's replica mode) takes it.
    const next = ready.length > 0 ? ready : rest.slice(0, 1);
    for (const table of next) {
      ordered.push(table);
      for (const parents of waiting.values()) parents.delete(table.raw);
    }
    rest = rest.filter((table) => !next.includes(table));
  }
  return ordered;
}

export async function readSequences(query: Query): Promise<string[]> {
  return (await query<{ name: string }>(SEQUENCES)).map((row) => row.name);
}

/** A sequence's state as pg_dump saves it: the last value and whether it was handed out. */
export async function sequenceState(
  query: Query,
  name: string,
): Promise<{ value: string; isCalled: boolean }> {
  const [row] = await query<{ value: string; is_called: boolean }>(
    `select last_value::text as value, is_called from public.${name}`,
  );
  if (!row) throw new Error(`The sequence ${name} answered no state`);
  return { value: row.value, isCalled: row.is_called };
}
