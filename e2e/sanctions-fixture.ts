// The UN list's small fixture, and the first listed individual in it with a first and a second
// name, as the UN spells them, with their date of birth when the list gives a whole one.
export const UN_FIXTURE = 'src/server/test/fixtures/sanctions/un-small.xml';

export function listedPerson(xml: string) {
  for (const [, body = ''] of xml.matchAll(/<INDIVIDUAL>([\s\S]*?)<\/INDIVIDUAL>/g)) {
    const tag = (name: string) =>
      new RegExp(`<${name}>\\s*([^<]*?)\\s*</${name}>`).exec(body)?.[1] || null;
    const first = tag('FIRST_NAME');
    const second = tag('SECOND_NAME');
    if (!first || !second) continue;
    const birthday = /<INDIVIDUAL_DATE_OF_BIRTH>[\s\S]*?<DATE>(\d{4}-\d{2}-\d{2})/.exec(body)?.[1];
    return {
      first_name: first,
      last_name: [second, tag('THIRD_NAME')].filter(Boolean).join(' '),
      reference: tag('REFERENCE_NUMBER'),
      ...(birthday ? { birthday } : {}),
    };
  }
  throw new Error('the fixture lists no individual with two names');
}
