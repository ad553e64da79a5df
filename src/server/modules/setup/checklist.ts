import { sql } from 'drizzle-orm';
import { businessProfileValue, SETTING_KEYS } from '@domain/contracts/settings';
import type { SetupChecklist } from '@domain/contracts/setup';
import { holdsPlaceholders, type SetupStep } from '@domain/setup-checklist';
import { queryRows, type Database } from '../../db/client';
import { settings } from '../../db/schema';
import { findSetting } from '../settings';

// The owner's first-run checklist (issue 47): each step is read from the bureau's own data,
// so it ticks itself once done, however it was done. Dismissed (and brought back) by the owner.

const SETUP_CHECKLIST_KEY = SETTING_KEYS.setupChecklist;

type Facts = {
  time_zone_saved: boolean;
  reference_rates: boolean;
  margins: boolean;
  tills_named: boolean;
  denominations: boolean;
  vault_cash: boolean;
  till_opened: boolean;
  staff: boolean;
  backup: boolean;
  last_success_at: string | null;
  last_error: string | null;
};

// One round trip: every fact the steps need.
async function readFacts(db: Database): Promise<Facts> {
  const [facts] = await queryRows<Facts>(
    db,
    sql`select
      exists (select 1 from settings s where s.key = ${SETTING_KEYS.businessTimeZone}
        and s.updated_at > s.created_at) as time_zone_saved,
      exists (select 1 from reference_rates) as reference_rates,
      exists (select 1 from currencies c where c.buy_margin_percent is not null
        or c.sell_margin_percent is not null)
        or exists (select 1 from settings s where s.key = ${SETTING_KEYS.rateMargins}) as margins,
      exists (select 1 from cash_locations l where l.kind = 'till'
        and l.updated_at > l.created_at)
        or (select count(*) from cash_locations l where l.kind = 'till') > 1 as tills_named,
      not exists (select 1 from currencies c where c.is_active and c.crypto_id is null
        and not exists (select 1 from denominations d
          where d.currency_id = c.id and d.is_active)) as denominations,
      exists (select 1 from location_balances b join cash_locations l on l.id = b.location_id
        where l.kind = 'vault' and b.balance > 0) as vault_cash,
      exists (select 1 from till_sessions) as till_opened,
      (select count(*) from auth_users u where u.status = 'active') > 1 as staff,
      exists (select 1 from audit_log a where a.action = 'backup') as backup,
      (select to_char(max(r.last_success_at) at time zone 'UTC',
        'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') from reference_source_state r) as last_success_at,
      (select r.last_error from reference_source_state r
        order by r.last_attempt_at desc nulls last limit 1) as last_error`,
  );
  if (!facts) throw new Error('the checklist facts are missing');
  return facts;
}

export async function readChecklist(db: Database): Promise<SetupChecklist> {
  const [facts, profile, stored] = await Promise.all([
    readFacts(db),
    findSetting(db, SETTING_KEYS.businessProfile),
    findSetting(db, SETUP_CHECKLIST_KEY),
  ]);
  const businessProfile = businessProfileValue(profile?.value);
  const done: Record<SetupStep, boolean> = {
    business_profile: businessProfile !== null && !holdsPlaceholders(businessProfile),
    time_zone: facts.time_zone_saved,
    reference_feed: facts.reference_rates && facts.margins,
    branch_tills: facts.tills_named,
    denominations: facts.denominations,
    first_float: facts.vault_cash && facts.till_opened,
    staff: facts.staff,
    backups: facts.backup,
  };
  const value = stored?.value as { dismissed?: unknown } | undefined;
  return {
    dismissed: value?.dismissed === true,
    steps: Object.entries(done).map(([id, isDone]) => ({ id: id as SetupStep, done: isDone })),
    reference_feed: { last_success_at: facts.last_success_at, last_error: facts.last_error },
  };
}

/** The owner hides the checklist, or brings it back. */
export async function setDismissed(db: Database, dismissed: boolean): Promise<SetupChecklist> {
  await db
    .insert(settings)
    .values({
      key: SETUP_CHECKLIST_KEY,
      value: { dismissed },
      description: 'Whether the owner has put the first-run checklist away',
    })
    .onConflictDoUpdate({
      target: settings.key,
      set: { value: { dismissed }, updated_at: new Date() },
    });
  return readChecklist(db);
}
