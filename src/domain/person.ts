/** A person as every screen names them: name and surname, without a stray space when one is empty. */
export const personName = (person: { name: string; surname: string }): string => `${person.name} ${person.surname}`.trim();
