import { ok } from './api';
import { listedPerson, UN_FIXTURE } from './sanctions-fixture';
import { readFileSync } from 'node:fs';
import axe from 'axe-core';
import { PNG } from 'pngjs';
import {
  expect,
  request as playwrightRequest,
  type APIRequestContext,
  type Page,
} from '@playwright/test';
import { MAIN_BRANCH_ID, MAIN_VAULT_ID } from '../src/server/db/schema/cash';

// The accessibility check (issue 28, WCAG 2.2 AA): what axe finds on a screen, and the records
// the screens need to have something to show.

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The critical and serious violations on the page as it is now, one line each. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // axe-core runs in the page itself, loaded once per page (evaluated, so the app's CSP does
  // not apply): @axe-core/playwright injected it again and finished every run in a new blank
  // page, about a second a check against axe's own 0.1–0.3 s. The app has no frames to visit.
  // Violations only: axe then skips gathering and sending back every node that passes, on
  // every screen (issue 43); what it finds is the same.
  await animationsEnded(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(
    async (tags) =>
      (
        await (window as unknown as { axe: typeof axe }).axe.run(document, {
          runOnly: { type: 'tag', values: tags },
          resultTypes: ['violations'],
        })
      ).violations,
    WCAG_TAGS,
  );
  return violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .flatMap((v) =>
      v.nodes.map(
        (node) => `${v.id} (${v.impact}) at ${node.target.join(' ')}: ${v.help}
    ${node.failureSummary?.replace(/\n/g, ' ') ?? ''}`,
      ),
    );
}

/**
 * Headings that skip a level going down (an h2 then an h4), in the order a screen reader lists
 * them, hidden ones left out; and a page (not a dialog) without exactly one h1.
 */
export async function headingSkips(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const shown = (el: Element) =>
      !el.closest('[aria-hidden="true"], [hidden], [inert]') &&
      (el as HTMLElement).getClientRects().length > 0;
    // An open dialog hides the page behind it from assistive technology.
    const dialog = Array.from(
      document.querySelectorAll('[role="dialog"], [role="alertdialog"]'),
    ).find(shown);
    const headings = Array.from(
      (dialog ?? document.body).querySelectorAll('h1, h2, h3, h4, h5, h6, [role="heading"]'),
    )
      .filter(shown)
      .map((el) => ({
        level: Number(el.getAttribute('aria-level') ?? el.tagName.slice(1)),
        text: (el.textContent ?? '').trim().slice(0, 40),
      }));
    const skips: string[] = [];
    const ones = headings.filter((h) => h.level === 1).length;
    if (!dialog && ones !== 1) skips.push(`${ones} h1 headings`);
    headings.forEach((h, i) => {
      const before = headings[i - 1];
      if (before && h.level > before.level + 1) {
        skips.push(`h${before.level} "${before.text}" then h${h.level} "${h.text}"`);
      }
    });
    return skips;
  });
}

/**
 * Moves to `path` inside the app (its router), as staff move between screens, and waits until
 * the new screen's heading has replaced the one before (loading the app again for each screen
 * was over a third of a walk's time, issue 43).
 */
export async function goInApp(page: Page, path: string) {
  await page.evaluate(() => {
    for (const heading of document.querySelectorAll('h1')) Object.assign(heading, { left: true });
  });
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForFunction(
    () => {
      const heading = document.querySelector('h1');
      return heading !== null && !('left' in heading);
    },
    undefined,
    { timeout: 20_000 },
  );
}

/** The page has drawn its data: no skeleton, no list or record still loading. */
export async function settled(page: Page) {
  await expect(page.locator('[aria-busy="true"], [data-slot="skeleton"]')).toHaveCount(0, {
    timeout: 20_000,
  });
  await animationsEnded(page);
}

// Radix dialogs and toasts animate in, and colours may be in transition: axe judges the
// colours once every animation that ends has ended (a spinner's never does).
async function animationsEnded(page: Page) {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]),
  );
}

// The person's names alone: the list's birth date would be a second fact to weigh.
const nameOf = (p: { first_name: string; last_name: string }) => ({
  first_name: p.first_name,
  last_name: p.last_name,
});

/** A sanctions match to review: the UN list loaded (once), a customer named as a listed person. */
async function sanctionsHit(api: APIRequestContext, stamp: string): Promise<string> {
  const xml = readFileSync(UN_FIXTURE, 'utf8');
  // A source never imported is absent from the status.
  const status = await ok<{ lists: { source: string }[] }>(api.get('/api/sanctions/status'));
  if (!status.lists.some((list) => list.source === 'un')) {
    // Another spec may load the same file at the same moment: either upload does.
    await api.post('/api/sanctions/lists', {
      data: { source: 'un', file_name: 'un-small.xml', content: xml },
    });
  }
  const customer = await ok<{ id: string }>(
    api.post('/api/customers', {
      data: { ...nameOf(listedPerson(xml)), email: `listed-a11y-${stamp}@example.com` },
    }),
  );
  const hits = await ok<{ data: { id: string }[] }>(
    api.get(`/api/sanctions/hits?status=all&subject_id=${customer.id}`),
  );
  const hit = hits.data[0];
  if (!hit) throw new Error('the listed customer made no sanctions match');
  return hit.id;
}

/** A small PNG, as a photo of a document would be stored. */
function photoPng(): Buffer {
  const png = new PNG({ width: 120, height: 76 });
  for (let i = 0; i < png.data.length; i += 4) {
    png.data.set([40, 90 + ((i / 4) % 120), 160, 255], i);
  }
  return PNG.sync.write(png);
}

const keepsPhotos = async (api: APIRequestContext) => {
  const { rows } = await ok<{ rows: { key: string; value: unknown }[] }>(api.get('/api/settings'));
  const value = rows.find((row) => row.key === 'id_images')?.value as { enabled?: boolean };
  return value?.enabled === true;
};
const setKeepsPhotos = (api: APIRequestContext, enabled: boolean) =>
  ok(api.put('/api/settings/id_images', { data: { value: { enabled } } }));

/**
 * A photo of the card's front on file, so its photos dialog opens whatever the setting says
 * later (issue 47). Photos are stored only while the bureau keeps them: the setting is turned
 * on for the upload and back off if it was. Another walk's seed may turn it off in between:
 * the upload is then refused (409) and tried again.
 */
async function photoOnFile(api: APIRequestContext, card: string) {
  const data = photoPng().toString('base64');
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const wasOn = await keepsPhotos(api);
    if (!wasOn) await setKeepsPhotos(api, true);
    const stored = await api.put(`/api/id-cards/${card}/images/front`, { data: { data } });
    if (!wasOn) await setKeepsPhotos(api, false);
    if (stored.ok()) return;
    if (stored.status() !== 409) throw new Error(`photo refused: ${await stored.text()}`);
  }
  throw new Error('the photo could not be stored: the setting kept turning off');
}

export type Seed = {
  customer: string;
  company: string;
  transaction: string;
  case: string;
  hit: string;
  closedTill: string;
  session: string;
  handover: string;
  awaitingSignoff: string;
  boardToken: string;
  // An exchange on behalf of a recipient, waiting for its pickup (the claim dialog).
  onBehalf: string;
};

/** A customer with an ID card in a company, a booked exchange, a report, a match, a till. */
export async function seed(
  api: APIRequestContext,
  options: { photos?: boolean } = {},
): Promise<Seed> {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const company = await ok<{ id: string }>(
    api.post('/api/companies', { data: { name: `Access Co ${stamp}`, industry: 'Retail' } }),
  );
  const customer = await ok<{ id: string }>(
    api.post('/api/customers', {
      data: {
        first_name: 'Ada',
        last_name: `Axe${stamp}`,
        email: `axe-${stamp}@example.com`,
        birthday: '1975-09-12',
        address: '200 Queen Street, Toronto',
        occupation: 'Dentist',
        phone: '416-555-0100',
        company_id: company.id,
      },
    }),
  );
  const card = await ok<{ id: string }>(
    api.post('/api/id-cards', {
      data: {
        customer_id: customer.id,
        id_number: `P-${stamp}`,
        id_type: 'Passport',
        expiry_date: '2099-01-01',
        issuing_country: 'CA',
        verified: true,
      },
    }),
  );
  const { rows: currencies } = await ok<{ rows: { id: string; code: string }[] }>(
    api.get('/api/currencies?limit=100'),
  );
  const currency = (code: string) => currencies.find((c) => c.code === code)?.id;
  // $10,500 in cash in a day: a large cash transaction report in the compliance queue.
  const exchange = (amount: string) =>
    ok<{ transactions: { id: string }[] }>(
      api.post('/api/transactions', {
        data: {
          customer_id: customer.id,
          payment_method: 'cash',
          acting_for_third_party: false,
          pairs: [{ from_currency_id: currency('CAD'), to_currency_id: currency('USD'), amount }],
        },
      }),
    );
  const booked = await exchange('9000');
  await exchange('1500');
  // A second card saved without its issuer and check (issue 44): the "Complete ID card" dialog.
  await ok(
    api.post('/api/id-cards', {
      data: {
        customer_id: customer.id,
        id_number: `DL-${stamp}`,
        id_type: "Driver's Licence",
        expiry_date: '2099-01-01',
      },
    }),
  );
  if (options.photos) await photoOnFile(api, card.id);
  const cases = await ok<{ rows: { id: string }[] }>(api.get('/api/compliance/cases?queue=all'));

  // Cash for a recipient to pick up (the claim dialog, a confirmation), small and from a
  // sender of its own, so that it adds to no report.
  const person = (first_name: string, email: string) =>
    ok<{ id: string }>(
      api.post('/api/customers', {
        data: { first_name, last_name: `Axe${stamp}`, email: `${email}-${stamp}@example.com` },
      }),
    );
  const sender = await person('Sacha', 'axe-s');
  const recipient = await person('Rémi', 'axe-r');
  await ok(
    api.post('/api/id-cards', {
      data: {
        customer_id: recipient.id,
        id_number: `R-${stamp}`,
        id_type: 'Passport',
        expiry_date: '2099-01-01',
        issuing_country: 'CA',
        verified: true,
      },
    }),
  );
  const onBehalf = await ok<{ transactions: { id: string }[] }>(
    api.post('/api/transactions', {
      data: {
        customer_id: sender.id,
        is_on_behalf: true,
        recipient_customer_id: recipient.id,
        pairs: [
          { from_currency_id: currency('CAD'), to_currency_id: currency('USD'), amount: '60' },
          { from_currency_id: currency('CAD'), to_currency_id: currency('EUR'), amount: '40' },
        ],
      },
    }),
  );
  const till = await ok<{ id: string }>(
    api.post(`/api/branches/${MAIN_BRANCH_ID}/tills`, { data: { name: `Axe ${stamp}` } }),
  );
  const mine = await ok<{ session: { id: string; till: { id: string } } | null }>(
    api.get('/api/till-sessions/mine'),
  );
  // Cash handed to the owner's till, waiting for its count (issue 46).
  const accounts = await ok<{ rows: { id: string; currency: { code: string } }[] }>(
    api.get('/api/accounts'),
  );
  const cad = accounts.rows.find((a) => a.currency.code === 'CAD')?.id ?? '';
  await ok(
    api.post(`/api/accounts/${cad}/adjustments`, {
      data: { direction: 'increase', amount: '120', note: 'Axe handovers' },
    }),
  );
  const handover = await ok<{ id: string }>(
    api.post('/api/cash-transfers', {
      data: {
        from_location_id: MAIN_VAULT_ID,
        to_location_id: mine.session?.till.id,
        currency_id: currency('CAD'),
        amount: '20',
      },
    }),
  );
  // And cash counted short on arrival: its handover waits for a manager's sign-off (issue 47).
  const short = await ok<{ id: string }>(
    api.post('/api/cash-transfers', {
      data: {
        from_location_id: MAIN_VAULT_ID,
        to_location_id: mine.session?.till.id,
        currency_id: currency('CAD'),
        amount: '100',
      },
    }),
  );
  await ok(
    api.post(`/api/cash-transfers/${short.id}/count`, {
      data: { lines: [{ value: '20', quantity: 1 }] },
    }),
  );
  const board = await ok<{ token: string }>(
    api.post('/api/board-links', { data: { label: `Axe ${stamp}` } }),
  );
  const awaitingSignoff = await sessionAwaitingSignoff(api, stamp, currency('CAD') ?? '');
  return {
    customer: customer.id,
    company: company.id,
    transaction: booked.transactions[0]?.id ?? '',
    case: cases.rows[0]?.id ?? '',
    hit: await sanctionsHit(api, stamp),
    closedTill: till.id,
    session: mine.session?.id ?? '',
    handover: handover.id,
    awaitingSignoff,
    boardToken: board.token,
    onBehalf: onBehalf.transactions[0]?.id ?? '',
  };
}

/**
 * A teller's session closed 20 CAD over, beyond the tolerance: it waits for a manager's
 * sign-off (the dialog the walk opens). The teller signs up in a request context of their own.
 */
async function sessionAwaitingSignoff(api: APIRequestContext, stamp: string, cad: string) {
  const baseURL = `http://localhost:${process.env.E2E_PORT}`;
  const teller = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { origin: baseURL },
  });
  try {
    const email = `axe-teller-${stamp}@bureau.test`;
    await ok(
      teller.post('/api/auth/sign-up/email', {
        data: { email, password: 'correct horse battery', first_name: 'Axel', last_name: 'Teller' },
      }),
    );
    const staff = await ok<{ rows: { id: string; email: string }[] }>(api.get('/api/staff'));
    const id = staff.rows.find((m) => m.email === email)?.id;
    await ok(api.post(`/api/staff/${id}/approve`, { data: { role: 'teller' } }));
    const till = await ok<{ id: string }>(
      api.post(`/api/branches/${MAIN_BRANCH_ID}/tills`, { data: { name: `Axe over ${stamp}` } }),
    );
    const session = await ok<{ id: string }>(
      teller.post(`/api/tills/${till.id}/open`, { data: { counts: [] } }),
    );
    await ok(
      teller.post(`/api/till-sessions/${session.id}/close`, {
        data: { counts: [{ currency_id: cad, lines: [{ value: '20', quantity: 1 }] }] },
      }),
    );
    return session.id;
  } finally {
    await teller.dispose();
  }
}
