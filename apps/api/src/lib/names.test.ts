import { describe, expect, it } from 'vitest';
import { fullName, fullNameLastNameFirst } from './names';

describe('names', () => {
  it('writes a name with and without an insertion', () => {
    expect(fullName({ firstName: 'Jan', insertion: 'de', lastName: 'Vries' })).toBe('Jan de Vries');
    expect(fullName({ firstName: 'Anouk', insertion: null, lastName: 'Bakker' })).toBe('Anouk Bakker');
    expect(fullNameLastNameFirst({ firstName: 'Jan', insertion: 'van der', lastName: 'Berg' })).toBe(
      'Berg, Jan van der',
    );
    expect(fullNameLastNameFirst({ firstName: 'Anouk', insertion: '', lastName: 'Bakker' })).toBe('Bakker, Anouk');
  });
});
