import { expect, test, type Page } from '@playwright/test';
import { toast } from './toasts';
import { picture } from './screens';

// The bureau keeps its default zone, America/Toronto; this browser is in Tokyo, 13 or 14 hours
// ahead. Every time the staff read must be Toronto's (docs/decisions/0031).
const BUREAU = 'America/Toronto';
test.use({ timezoneId: 'Asia/Tokyo' });

async function post<T>(page: Page, url: string, data: Record<string, unknown>): Promise<T> {
  const res = await page.request.post(url, { data });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return (await res.json()) as T;
}

// A moment as a clock in `timeZone` shows it, written by the runtime's own Intl (not the app's
// formatter): 'Nov 25, 2026 7:15:37 AM EST' and the note's '11/25/2026, 7:15:37 AM EST'.
function clockIn(iso: string, timeZone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'short',
      day: '2-digit',
      hour: 'numeric',
      minute: '2-digit',
      second: '2-digit',
      hour12: true,
      timeZoneName: 'short',
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  ) as Record<string, string>;
  const month = new Date(iso).toLocaleString('en-US', { timeZone, month: 'numeric' });
  const day = Number(parts.day);
  const time = `${parts.hour}:${parts.minute}:${parts.second} ${parts.dayPeriod}`;
  return {
    timeline: `${parts.month} ${parts.day}, ${parts.year} ${time} ${parts.timeZoneName}`,
    note: `${month}/${day}/${parts.year}, ${time} ${parts.timeZoneName}`,
  };
}

type Detail = { id: string; created_at: string; claimed_at: string | null; notes: string | null };

test("a browser in Tokyo reads the timeline and the claim note on the bureau's clock", async ({
  page,
}) => {
  const tag = `Tz${Date.now()}`;
  const currencies = (await (await page.request.get('/api/currencies')).json()) as {
    rows: { id: string; code: string }[];
  };
  const id = (code: string) => currencies.rows.find((c) => c.code === code)?.id;
  const person = (first: string) =>
    post<{ id: string }>(page, '/api/customers', {
      first_name: first,
      last_name: tag,
      email: `${first}.${tag}@example.com`.toLowerCase(),
    }).then((c) => c.id);
  const [initiator, recipient] = [await person('Sender'), await person('Taker')];
  const booked = await post<{ transactions: Detail[] }>(page, '/api/transactions', {
    customer_id: initiator,
    is_on_behalf: true,
    recipient_customer_id: recipient,
    pairs: [{ from_currency_id: id('CAD'), to_currency_id: id('USD'), amount: '50' }],
  });
  const tx = booked.transactions[0]!;

  await page.goto(`/transactions/${tx.id}`);
  await page.getByRole('button', { name: 'Claim Transaction' }).click();
  await page
    .getByRole('alertdialog', { name: 'Claim Transaction' })
    .getByRole('button', { name: 'Confirm Claim' })
    .click();
  await expect(toast(page, 'Transaction claimed successfully!')).toContainText('Success');

  const claimed = (await (await page.request.get(`/api/transactions/${tx.id}`)).json()) as Detail;
  const created = clockIn(claimed.created_at, BUREAU);
  const claimedAt = clockIn(claimed.claimed_at!, BUREAU);
  expect(created.timeline).toMatch(/ E[SD]T$/);

  const timeline = page.getByRole('list', { name: 'Timeline' });
  const step = (title: string) => timeline.getByRole('listitem').filter({ hasText: title });
  await expect(step('Transaction Created')).toContainText(created.timeline);
  await expect(step('Transaction Claimed')).toContainText(claimedAt.timeline);
  // Never the browser's clock.
  await expect(timeline).not.toContainText(clockIn(claimed.created_at, 'Asia/Tokyo').timeline);

  // The note the server wrote, shown as written: the bureau's time, labelled with its zone.
  expect(claimed.notes).toBe(`Claimed on ${claimedAt.note}`);
  await expect(page.getByText(`Claimed on ${claimedAt.note}`, { exact: true })).toBeVisible();
  // The record's history: the claim's time as stored, on the bureau's clock with its offset.
  await expect(page.getByTestId('audit-changes').first()).toContainText(
    /claimed_at: — → \d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}-0[45]:00/,
  );
  await picture(page, { path: '/tmp/times-transaction-detail.png', fullPage: true });
});
