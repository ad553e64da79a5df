import { describe, expect, it } from 'vitest';
import { inlineAliasForms } from './inline-aliases';
import { createMatcher } from './matcher';
import { listedPerson } from './fixtures/listed-person';

// Issue 46, eleventh round: a listed name that carries its other spellings inside it.
describe('a listed name with its spellings inside it', () => {
  it('is the name without them, then each word spelt each other way', () => {
    expect(
      inlineAliasForms('Mohamed (a.k.a. Mohammad, Muhammad) Heikmat (a.k.a. Hikmat) IBRAHIM'),
    ).toEqual([
      'Mohamed Heikmat IBRAHIM',
      'Mohammad Heikmat IBRAHIM',
      'Muhammad Heikmat IBRAHIM',
      'Mohamed Hikmat IBRAHIM',
    ]);
  });

  it('takes an alias of several words as a name of its own', () => {
    expect(
      inlineAliasForms('Andrey Nikolaevich TROSHEV (a.k.a. Andrei Mykolayvych TROSHEV)'),
    ).toEqual(['Andrey Nikolaevich TROSHEV', 'Andrei Mykolayvych TROSHEV']);
  });

  it('leaves any other name as it is, brackets and all', () => {
    expect(inlineAliasForms('Ali Hassan (born 1970)')).toEqual(['Ali Hassan (born 1970)']);
  });

  it('meets a customer who gives one of the names, shown as the list writes it', () => {
    const listed = 'Mohammed (a.k.a. Mohammad, Muhammad, Mohamed) JABIR';
    const [match] = createMatcher([listedPerson('eu-1', [listed])]).screen(
      { kind: 'individual', first: 'Muhammad', last: 'Jabir', birth_date: null },
      0.88,
    );
    expect(match?.entry_id).toBe('eu-1');
    expect(match?.score).toBe(1);
    expect(match?.matched_name).toBe(listed);
  });
});
