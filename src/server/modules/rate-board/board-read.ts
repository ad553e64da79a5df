import { sql } from 'drizzle-orm';
import { BOARD_MESSAGES, type RateBoard } from '@domain/contracts/rate-board';
import { businessProfileValue, SETTING_KEYS } from '@domain/contracts/settings';
import { BASE_CURRENCY_CODE } from '@domain/currency';
import { boardFigures } from '@domain/rate-board';
import { queryRows, type Database } from '../../db/client';
import { notFound } from '../../http-errors';
import { currentRateOfPair } from '../rates';
import { businessTimeZone, findSetting, readFlag } from '../settings';
import { hashBoardToken } from './token';

type RawBoardRow = {
  code: string;
  name: string;
  quote_unit: number;
  to_cad_buy: string | null;
  from_cad_buy: string | null;
  changed_at: Date | string | null;
};

/** What a board link shows (rateBoard); an unknown or revoked token: 404. */
export async function readBoard(db: Database, token: string, asOf: Date): Promise<RateBoard> {
  const [link] = await queryRows<{ id: string }>(
    db,
    sql`select id from rate_board_tokens
        where token_hash = ${hashBoardToken(token)} and revoked_at is null`,
  );
  if (!link) throw notFound(BOARD_MESSAGES.unknownLink);
  return rateBoard(db, asOf);
}

/**
 * The board, and the printed rate sheet: the bureau's name and zone, and per active currency
 * but CAD (crypto only while crypto is on) its current rates against CAD as the counter prices
 * them, with the moment the newest of them reached the table (its effective time, or its entry
 * when entered later). A currency the table cannot price is left off.
 */
export async function rateBoard(db: Database, asOf: Date): Promise<RateBoard> {
  const [profile, timeZone, cryptoOn] = await Promise.all([
    findSetting(db, SETTING_KEYS.businessProfile),
    businessTimeZone(db),
    readFlag(db, SETTING_KEYS.cryptoEnabled, false),
  ]);
  const rows = await queryRows<RawBoardRow>(
    db,
    sql`select c.code, c.name, c.quote_unit, to_cad.buy_rate::text as to_cad_buy,
          from_cad.buy_rate::text as from_cad_buy,
          greatest(to_cad.effective_date, to_cad.created_at, from_cad.effective_date,
            from_cad.created_at) as changed_at
        from currencies c
        join currencies cad on cad.code = ${BASE_CURRENCY_CODE}
        left join currency_rates to_cad
          on to_cad.id = ${currentRateOfPair(asOf, sql`c.id`, sql`cad.id`)}
        left join currency_rates from_cad
          on from_cad.id = ${currentRateOfPair(asOf, sql`cad.id`, sql`c.id`)}
        where c.is_active and c.id <> cad.id and (${cryptoOn} or c.crypto_id is null)
        order by c.tier, c.code`,
  );

  let updatedAt: number | null = null;
  const board = rows.flatMap((row) => {
    const figures = boardFigures(row.to_cad_buy, row.from_cad_buy, row.quote_unit);
    if (figures.we_buy === null && figures.we_sell === null) return [];
    if (row.changed_at !== null) {
      const changed = new Date(row.changed_at).getTime();
      updatedAt = updatedAt === null ? changed : Math.max(updatedAt, changed);
    }
    return [{ code: row.code, name: row.name, quote_unit: row.quote_unit, ...figures }];
  });
  return {
    bureau_name: businessProfileValue(profile?.value)?.name ?? '',
    time_zone: timeZone,
    updated_at: updatedAt === null ? null : new Date(updatedAt).toISOString(),
    rows: board,
  };
}
