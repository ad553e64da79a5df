import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { customers } from './schema';
import { statementText } from './statement-text';

const dialect = new PgDialect();

describe("a named statement's text, written once", () => {
  it("sends drizzle's text and each call's own parameters, in drizzle's order", () => {
    let written = 0;
    const write = (query: Parameters<typeof dialect.sqlToQuery>[0]) => {
      written += 1;
      return dialect.sqlToQuery(query);
    };
    const query = (id: string, at: Date, ids: string[]) =>
      sql`select ${id}::uuid, ${sql`${at} as at`}, ${null} as none, ${sql.join(
        ids.map((x) => sql`${x}`),
        sql`, `,
      )}, ${ids}`;
    const first = statementText('text_once', query('a', new Date(0), ['b', 'c']), write);
    const again = statementText('text_once', query('d', new Date(1), ['e', 'f']), write);
    const { sql: text, params } = dialect.sqlToQuery(query('d', new Date(1), ['e', 'f']));
    expect(again).toEqual({ sql: text, params });
    expect(params).toEqual(['d', new Date(1), null, 'e', 'f', 'e', 'f']);
    expect(first.sql).toBe(again.sql);
    // Written by drizzle on the first call, and again in the test runs' check of each call.
    expect(written).toBe(2);
  });

  it('refuses a name whose text changes between calls', () => {
    const write = (query: Parameters<typeof dialect.sqlToQuery>[0]) => dialect.sqlToQuery(query);
    statementText('changing', sql`select ${1}`, write);
    expect(() => statementText('changing', sql`select ${1}, ${2}`, write)).toThrow(
      'the statement changing changed its text or parameters between calls',
    );
  });

  it('leaves to drizzle a query with parts the walk does not know', () => {
    const write = (query: Parameters<typeof dialect.sqlToQuery>[0]) => dialect.sqlToQuery(query);
    const query = (id: string) => sql`select ${customers.id} from ${customers} where id = ${id}`;
    statementText('with_columns', query('a'), write);
    expect(statementText('with_columns', query('b'), write)).toEqual(
      dialect.sqlToQuery(query('b')),
    );
    const placeholder = sql`select ${sql.placeholder('id')}`;
    statementText('with_placeholder', placeholder, write);
    expect(statementText('with_placeholder', placeholder, write)).toEqual(
      dialect.sqlToQuery(placeholder),
    );
  });
});
