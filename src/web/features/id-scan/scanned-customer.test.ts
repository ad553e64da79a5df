import { describe, expect, it } from 'vitest';
import { namesMatch, properCase } from './scanned-customer';

describe('names read from a document', () => {
  it('are offered in proper case', () => {
    expect(properCase('JEAN-LUC')).toBe('Jean-Luc');
    expect(properCase("O'BRIEN")).toBe("O'Brien");
    expect(properCase('ANNA MARIA')).toBe('Anna Maria');
    expect(properCase('ÉLODIE')).toBe('Élodie');
  });

  it('match a customer whatever the case and accents, and a first of several given names', () => {
    const document = { family_name: 'BELANGER', given_names: 'HELENE MARIE' };
    expect(namesMatch({ first_name: 'Hélène', last_name: 'Bélanger' }, document)).toBe(true);
    expect(namesMatch({ first_name: 'Helene Marie', last_name: 'belanger' }, document)).toBe(true);
    expect(namesMatch({ first_name: 'Marie', last_name: 'Bélanger' }, document)).toBe(false);
    expect(namesMatch({ first_name: 'Hélène', last_name: 'Boulanger' }, document)).toBe(false);
  });
});
