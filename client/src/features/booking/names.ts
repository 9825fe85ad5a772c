// A person's name as the booking form and the name correction accept it: each part required, at most 100
// characters, letters (any script), spaces, apostrophes, dots and hyphens (schema.graphql NameInput).
const NAME = /^[\p{L}\p{M}][\p{L}\p{M} '.’-]*$/u;

/** Null when `value` is an acceptable first or last name, else the message (`what` names the field). */
export function nameError(value: string, what: 'First name' | 'Last name'): string | null {
  const v = value.trim();
  if (!v) return `${what} is required.`;
  if (v.length > 100) return `${what} can be at most 100 characters.`;
  if (!NAME.test(v)) return `${what} can hold only letters, spaces, apostrophes, dots and hyphens.`;
  return null;
}
