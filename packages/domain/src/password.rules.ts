// spec §5 and §9: at least ten characters, no whitespace, a digit, a lower-case and an upper-case letter.
export const passwordMinLength = 10;
export const passwordMaxLength = 128;

export function isStrongPassword(password: string): boolean {
  return (
    password.length >= passwordMinLength &&
    !/\s/.test(password) &&
    /\d/.test(password) &&
    /[a-z]/.test(password) &&
    /[A-Z]/.test(password)
  );
}
