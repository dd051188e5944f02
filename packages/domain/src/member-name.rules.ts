/** A member's name as a letter, a heading or a list says it: prefix, first and last name, suffix; blanks left out. */
export function fullName(person: {
  prefix?: string | null;
  firstName: string;
  lastName: string;
  suffix?: string | null;
}): string {
  return [person.prefix, person.firstName, person.lastName, person.suffix]
    .filter((part) => part && part.trim() !== "")
    .join(" ");
}
