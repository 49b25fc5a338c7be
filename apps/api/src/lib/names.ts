/** The parts of a Dutch name as users are stored. */
export interface NameParts {
  firstName: string;
  insertion: string | null;
  lastName: string;
}

/** "Jan de Vries". */
export function fullName(name: NameParts): string {
  return [name.firstName, name.insertion, name.lastName].filter(Boolean).join(' ');
}

/** Dutch lists sort by last name and put the insertion after the first name: "Vries, Jan de". */
export function fullNameLastNameFirst(name: NameParts): string {
  return `${name.lastName}, ${[name.firstName, name.insertion].filter(Boolean).join(' ')}`;
}
