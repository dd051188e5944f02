// What the build gives zod in place of its English locale (vite.config.ts): `installZodWords` (main.tsx) words every
// issue through `customError`, which zod asks before the locale, so the locale's messages never reach a member and
// its code need not reach their phone. An issue it does not word falls to zod's "Invalid input", never to English.
export default function noLocale() {
  return { localeError: () => undefined };
}
