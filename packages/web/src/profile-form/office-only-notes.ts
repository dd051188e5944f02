import type { SiteConfig } from "@club/domain/site-config.schema";

// spec §5: on the profile the e-mail and the publication preference are shown, but only the office changes them.

export function emailLockedNote(config: SiteConfig): string {
  return `To change your email address, please contact the club office at ${config.officeEmail} or ${config.officePhone}.`;
}

export const publicationsLockedNote =
  "To change how you receive publications, please contact the club office.";
