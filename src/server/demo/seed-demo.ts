import { eq } from 'drizzle-orm';
import { systemClock, type Clock } from '@domain/clock';
import { companyBody, type CompanyBody } from '@domain/contracts/companies';
import { createCustomerBody, type CreateCustomerBody } from '@domain/contracts/customers';
import type { Database } from '../db/client';
import { companies } from '../db/schema';
import { createCompany } from '../modules/companies';
import { createCustomer } from '../modules/customers';
import { seedDemoExchanges } from './demo-exchanges';

type DemoCustomer = Omit<CreateCustomerBody, 'company_id'> & { company?: string };

const DEMO_COMPANIES: CompanyBody[] = [
  {
    name: 'Northwind Trading Ltd',
    industry: 'Import / Export',
    registration_number: 'BC1234567',
    email: 'accounts@northwind.example',
    phone: '+1 604 555 0141',
    address: '1200 Granville St, Vancouver, BC',
  },
  {
    name: 'Maple Tours Inc',
    industry: 'Travel',
    registration_number: 'ON7654321',
    email: 'office@mapletours.example',
    phone: '+1 416 555 0199',
    address: '88 Queen St W, Toronto, ON',
  },
  {
    name: 'Harbour Seafood Co',
    industry: 'Food wholesale',
    phone: '+1 902 555 0123',
    address: '1 Lower Water St, Halifax, NS',
  },
];

const DEMO_CUSTOMERS: DemoCustomer[] = [
  {
    first_name: 'Amelia',
    last_name: 'Chen',
    email: 'amelia.chen@example.com',
    phone: '+1 604 555 0101',
    occupation: 'Buyer',
    company: 'Northwind Trading Ltd',
    id_cards: [
      {
        id_number: 'P1234567',
        id_type: 'Passport',
        expiry_date: '2031-05-31',
        issuing_country: 'CA',
        verified: true,
      },
    ],
  },
  {
    first_name: 'Lucas',
    last_name: 'Martin',
    email: 'lucas.martin@example.com',
    phone: '+1 604 555 0102',
    occupation: 'Logistics manager',
    company: 'Northwind Trading Ltd',
    risk_level: 'medium',
    id_cards: [
      {
        id_number: 'D-554-201',
        id_type: "Driver's License",
        issuing_country: 'CA',
        issuing_jurisdiction: 'BC',
        verified: true,
      },
    ],
  },
  {
    first_name: 'Sofia',
    last_name: 'Rossi',
    email: 'sofia.rossi@example.com',
    phone: '+1 416 555 0103',
    occupation: 'Tour guide',
    company: 'Maple Tours Inc',
    id_cards: [
      { id_number: 'YA8812345', id_type: 'Passport', issuing_country: 'IT', verified: true },
      { id_number: 'ON-88-1234', id_type: 'Health Card' },
    ],
  },
  {
    first_name: 'Kenji',
    last_name: 'Tanaka',
    email: 'kenji.tanaka@example.com',
    phone: '+1 416 555 0104',
    occupation: 'Student',
    birthday: '2001-09-14',
    // Everything an exchange of $3,000 or more needs on file (docs/decisions/0026).
    address: '55 Bloor St W, Toronto, ON',
    id_cards: [
      {
        id_number: 'TK2290011',
        id_type: 'Passport',
        expiry_date: '2030-08-31',
        issuing_country: 'JP',
        verified: true,
      },
    ],
  },
  {
    first_name: 'Fatima',
    last_name: 'Haddad',
    email: 'fatima.haddad@example.com',
    phone: '+1 514 555 0105',
    occupation: 'Nurse',
  },
  {
    first_name: 'Oliver',
    last_name: 'Brown',
    email: 'oliver.brown@example.com',
    phone: '+1 902 555 0106',
    occupation: 'Fisherman',
    company: 'Harbour Seafood Co',
    risk_level: 'high',
    // A high-risk customer shows ID at every exchange (docs/decisions/0026).
    id_cards: [
      {
        id_number: 'NS-4410-778',
        id_type: "Driver's License",
        issuing_country: 'CA',
        issuing_jurisdiction: 'NS',
        verified: true,
      },
    ],
  },
  {
    first_name: 'Priya',
    last_name: 'Sharma',
    email: 'priya.sharma@example.com',
    phone: '+1 403 555 0107',
    occupation: 'Software developer',
    birthday: '1990-03-22',
    address: '210 8 Ave SW, Calgary, AB',
    id_cards: [
      {
        id_number: 'AB-7781-22',
        id_type: 'National ID',
        issuing_country: 'CA',
        issuing_jurisdiction: 'AB',
        verified: true,
      },
    ],
  },
  {
    first_name: 'Mateo',
    last_name: 'Garcia',
    email: 'mateo.garcia@example.com',
    phone: '+1 604 555 0108',
    occupation: 'Chef',
  },
];

export type DemoSeedResult =
  { companies: number; customers: number; exchanges: number } | 'already present';

// Sample companies and customers (with ID cards) written through the same validation and
// services as the API. Returns how many were added: none when they are already there.
async function seedPeople(
  db: Database,
  clock: Clock,
): Promise<{ companies: number; customers: number }> {
  const [marker] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.name, DEMO_COMPANIES[0]?.name ?? ''));
  if (marker) return { companies: 0, customers: 0 };

  const companyIds = new Map<string, string>();
  for (const body of DEMO_COMPANIES) {
    const created = await createCompany(db, companyBody.parse(body));
    companyIds.set(created.name, created.id);
  }
  for (const { company, ...body } of DEMO_CUSTOMERS) {
    const companyId = company ? companyIds.get(company) : undefined;
    const input = createCustomerBody.parse({ ...body, company_id: companyId ?? null });
    await createCustomer(db, clock, input, null);
  }
  return { companies: DEMO_COMPANIES.length, customers: DEMO_CUSTOMERS.length };
}

// Sample people, then opening cash and sample exchanges, for trying the app. Each part adds
// only what is missing, so running it again adds nothing.
export async function seedDemoData(
  db: Database,
  clock: Clock = systemClock,
): Promise<DemoSeedResult> {
  // The sample customers' ID cards were verified before the oldest sample exchange (a week
  // ago): a card counts as identification from the day it was verified (issue 44).
  const aWeekBefore = () => new Date(clock().getTime() - 8 * 86_400_000);
  const people = await seedPeople(db, aWeekBefore);
  const exchanges = await seedDemoExchanges(db, clock);
  if (people.companies + people.customers + exchanges === 0) return 'already present';
  return { ...people, exchanges };
}
