import { describe, expect, it } from 'vitest';
import type { SetupChecklist } from '@domain/contracts/setup';
import { MAIN_BRANCH_ID, MAIN_TILL_ID } from '../../db/schema';
import { referenceSuite } from '../../test/reference-suite';

// The owner's first-run checklist (issue 47): each step ticks itself once the bureau's data
// says it is done, however it was done.
describe('the first-run checklist', () => {
  const s = referenceSuite();
  const checklist = async () => {
    const res = await s.call('GET', '/api/setup/checklist');
    expect(res.statusCode, res.body).toBe(200);
    return res.json<SetupChecklist>();
  };
  const done = async () =>
    Object.fromEntries((await checklist()).steps.map((step) => [step.id, step.done]));

  it('ticks each step from what the bureau has set up', async () => {
    const first = await checklist();
    expect(first.dismissed).toBe(false);
    expect(first.steps.map((step) => step.id)).toEqual([
      'business_profile',
      'time_zone',
      'reference_feed',
      'branch_tills',
      'denominations',
      'first_float',
      'staff',
      'backups',
    ]);
    expect(await done()).toMatchObject({
      business_profile: false,
      time_zone: false,
      reference_feed: false,
      branch_tills: false,
      first_float: false,
      staff: false,
      backups: false,
    });
    expect(first.reference_feed).toEqual({ last_success_at: null, last_error: null });

    // A profile with a placeholder left is not done.
    const profile = { name: 'Maple Exchange', address: '1 King St W, Toronto ON' };
    await s.call('PUT', '/api/settings/business_profile', {
      value: { ...profile, phone: '(000) 000-0000' },
    });
    expect((await done()).business_profile).toBe(false);
    await s.call('PUT', '/api/settings/business_profile', {
      value: { ...profile, phone: '416-555-0100' },
    });
    expect((await done()).business_profile).toBe(true);

    s.later(1);
    const zone = await s.call('PUT', '/api/settings/business_time_zone', {
      value: { time_zone: 'America/Toronto' },
    });
    expect(zone.statusCode, zone.body).toBe(200);
    expect((await done()).time_zone).toBe(true);

    s.fake.setObservations([{ d: '2026-03-24', FXUSDCAD: '1.39870', FXEURCAD: '1.5123' }]);
    const fetched = await s.call('POST', '/api/reference-rates/fetch');
    expect(fetched.statusCode, fetched.body).toBe(200);
    const margins = await s.call('PUT', '/api/reference-rates/settings', {
      buy_percent: '2',
      sell_percent: '2',
      significant_digits: 6,
    });
    expect(margins.statusCode, margins.body).toBe(200);
    const feed = await checklist();
    expect(feed.steps.find((step) => step.id === 'reference_feed')?.done).toBe(true);
    expect(feed.reference_feed.last_success_at).not.toBeNull();

    const till = await s.call('POST', `/api/branches/${MAIN_BRANCH_ID}/tills`, {
      name: 'Wicket 2',
    });
    expect(till.statusCode, till.body).toBe(201);
    expect((await done()).branch_tills).toBe(true);

    const accounts = (await s.call('GET', '/api/accounts')).json<{
      rows: { id: string; currency: { code: string } }[];
    }>().rows;
    const cad = accounts.find((a) => a.currency.code === 'CAD');
    await s.call('POST', `/api/accounts/${cad?.id}/adjustments`, {
      direction: 'increase',
      amount: '5000',
      note: 'First float',
    });
    expect((await done()).first_float).toBe(false);
    const opened = await s.call('POST', `/api/tills/${MAIN_TILL_ID}/open`, { counts: [] });
    expect(opened.statusCode, opened.body).toBe(201);
    expect((await done()).first_float).toBe(true);

    await s.t.signUp(undefined, { role: 'teller' });
    expect((await done()).staff).toBe(true);

    expect((await s.call('GET', '/api/backup')).statusCode).toBe(200);
    expect((await done()).backups).toBe(true);
  });

  it('is put away and brought back by the owner only', async () => {
    const teller = await s.t.signUp(undefined, { role: 'teller' });
    const refused = await s.t.as(teller.headers, { method: 'GET', url: '/api/setup/checklist' });
    expect(refused.statusCode).toBe(403);
    const bad = await s.call('PUT', '/api/setup/checklist', { dismissed: 'yes' });
    expect(bad.statusCode).toBe(400);
    const away = await s.call('PUT', '/api/setup/checklist', { dismissed: true });
    expect(away.json<SetupChecklist>().dismissed).toBe(true);
    expect((await checklist()).dismissed).toBe(true);
    const back = await s.call('PUT', '/api/setup/checklist', { dismissed: false });
    expect(back.json<SetupChecklist>().dismissed).toBe(false);
  });
});
