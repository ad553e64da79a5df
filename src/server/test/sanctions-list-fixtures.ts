// The sanctions lists' small fixture files by source, the malformed ones, and the first listed
// individual of the UN and SEMA fixtures as a customer would be entered (sanctions.test.ts).
import { readdirSync } from 'node:fs';
import { fixtureText, SANCTIONS_FIXTURES } from './fake-sanctions-server';

export const LIST_FILES = {
  sema: 'sema-small.xml',
  un: 'un-small.xml',
  opensanctions: 'opensanctions-small.csv',
} as const;
// The formats' fixtures of broken, empty or nameless files, and files of no known list.
export const malformedFiles = readdirSync(SANCTIONS_FIXTURES).filter((name) =>
  /broken|empty|no-name|wrong-root|entity-expansion/.test(name),
);

// The UN fixture's first listed individual with a first and a second name, as a customer.
export function unListedPerson() {
  const xml = fixtureText(LIST_FILES.un);
  for (const [, body = ''] of xml.matchAll(/<INDIVIDUAL>([\s\S]*?)<\/INDIVIDUAL>/g)) {
    const tag = (name: string) =>
      new RegExp(`<${name}>\\s*([^<]*?)\\s*</${name}>`).exec(body)?.[1] || null;
    const first = tag('FIRST_NAME');
    const second = tag('SECOND_NAME');
    if (!first || !second) continue;
    const birthday = /<INDIVIDUAL_DATE_OF_BIRTH>[\s\S]*?<DATE>(\d{4}-\d{2}-\d{2})/.exec(body)?.[1];
    if (!birthday) continue;
    return {
      first_name: first,
      last_name: [second, tag('THIRD_NAME')].filter(Boolean).join(' '),
      birthday,
    };
  }
  throw new Error('the UN fixture lists no individual with two names');
}

// The SEMA fixture's first individual with a given and a last name.
export function semaListedPerson() {
  const xml = fixtureText(LIST_FILES.sema);
  for (const [, body = ''] of xml.matchAll(/<record>([\s\S]*?)<\/record>/g)) {
    const tag = (name: string) =>
      new RegExp(`<${name}>\\s*([^<]*?)\\s*</${name}>`).exec(body)?.[1] || null;
    const first = tag('GivenName');
    const last = tag('LastName');
    if (first && last) return { first_name: first, last_name: last };
  }
  throw new Error('the SEMA fixture lists no individual with two names');
}
