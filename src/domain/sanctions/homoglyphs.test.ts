import { describe, expect, it } from 'vitest';
import { oneScriptPerWord } from './homoglyphs';
import { normaliseName } from './normalise';

// Words typed with look-alike letters of two scripts (issue 46, the EU Official Journal set).
describe('a word mixing Latin and Cyrillic letters', () => {
  it('is written in the script of the rest of the word', () => {
    // A Latin C in a Cyrillic surname, as one of the EU's texts writes Сат.
    expect(oneScriptPerWord('Артыш Михайлович CАТ')).toBe('Артыш Михайлович САТ');
    // A Cyrillic р and с in a Latin name: a keyboard switched half way.
    expect(oneScriptPerWord('Реtrov Ivan Sеrgеyevich')).toBe('Petrov Ivan Sergeyevich');
    // Latin i in a Belarusian name.
    expect(oneScriptPerWord('Генадзь Iванавiч')).toBe('Генадзь Іванавіч');
  });

  it('leaves words of one script, and a word with as many letters of each, as written', () => {
    expect(oneScriptPerWord('Сергей Ivanov')).toBe('Сергей Ivanov');
    expect(oneScriptPerWord('Ca')).toBe('Ca');
    expect(oneScriptPerWord('Сa')).toBe('Сa');
  });

  it('makes the name read as its letters look', () => {
    expect(normaliseName('Артыш Михайлович CАТ')).toEqual(normaliseName('Artysh Mikhailovich SAT'));
    expect(normaliseName('Реtrov')).toEqual(normaliseName('Petrov'));
  });
});
