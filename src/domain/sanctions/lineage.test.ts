import { describe, expect, it } from 'vitest';
import { listedPerson } from './fixtures/listed-person';
import type { ScreenableEntry } from './list-entry';
import { createMatcher, WITHOUT_LINEAGE_FACTOR } from './matcher';
import { normaliseListedName } from './listed-name-forms';

const person = (id: string, name: string) => listedPerson(id, [name]);

// Issue 46, seventh round: an Arabic name's chain of forebears (ben, bent, bin, ibn, ould...).

const screen = (entries: ScreenableEntry[], first: string, last: string) =>
  createMatcher(entries).screen({ kind: 'individual', first, last, birth_date: null }, 0.5);

describe('a name without its chain of forebears', () => {
  it('is the given and family name, the chain left out', () => {
    const { withoutLineage } = normaliseListedName(
      'Ghazoua bent Zine El Abidine ben Hadj Hamda BEN ALI',
    );
    expect(withoutLineage).toEqual(normaliseListedName('Ghazoua Ali').words);
    expect(normaliseListedName('Osama bin Mohammed bin Awad bin Laden').withoutLineage).toEqual(
      normaliseListedName('Osama Laden').words,
    );
  });

  it('is none when a link only introduces the family name', () => {
    expect(normaliseListedName('Zine El Abidine Ben Ali').withoutLineage).toBeNull();
    expect(normaliseListedName('Mohamed Ould Abdel Aziz').withoutLineage).toBeNull();
    expect(normaliseListedName('Ben Ali Zine').withoutLineage).toBeNull();
  });

  it('is none for a company', () => {
    expect(
      normaliseListedName('Ben Ali bin Hamad bin Salem Trading', 'entity').withoutLineage,
    ).toBeNull();
  });
});

describe('screening a given and family name against a name with its chain of forebears', () => {
  const listed = [
    person('GBA', 'Ghazoua bent Zine El Abidine ben Hadj Hamda BEN ALI'),
    person('FM', 'Fahd Mohamed Sakher Ben Moncef ben Mohamed Hafiz MATERI'),
    person('MT', 'Mohamed Ben Moncef ben Mohamed TRABELSI'),
  ];

  it('costs what one listed word left out does, not one per word of the chain', () => {
    const [match] = screen(listed, 'Ghazoua', 'Ben Ali');
    expect(match?.reference).toBe('GBA');
    expect(match?.score).toBeCloseTo(WITHOUT_LINEAGE_FACTOR, 4);
    expect(match?.matched_name).toBe('Ghazoua bent Zine El Abidine ben Hadj Hamda BEN ALI');
    expect(screen(listed, 'Fahd', 'Materi')[0]?.score).toBeGreaterThanOrEqual(0.88);
  });

  it('does not count a match on the chain alone', () => {
    // Zine and Hamda are the father and grandfather: the full name, with its penalty, as before.
    expect(screen(listed, 'Zine', 'Hamda')[0]?.score ?? 0).toBeLessThan(0.88);
    // A forebear's name given as one's own (Moncef Trabelsi's son is not Moncef Trabelsi).
    const hits = screen(listed, 'Moncef', 'Trabelsi').filter((m) => m.reference === 'MT');
    expect(hits[0]?.score ?? 0).toBeLessThan(0.95);
  });

  it('does not let a longer name meet it through its own chain', () => {
    // A relative written with his own chain: his father's given name is not his.
    const hits = screen(listed, 'Belhassen', 'Ben Mohamed ben Rhouma TRABELSI').filter(
      (m) => m.reference === 'MT',
    );
    expect(hits[0]?.score ?? 0).toBeLessThan(0.88);
  });
});
