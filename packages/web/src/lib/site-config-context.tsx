import type { SiteConfig } from "@club/domain/site-config.schema";
import { createContext, type ReactNode, useContext } from "react";
import { setClubClockZone } from "./club-clock-zone.ts";

const SiteConfigContext = createContext<SiteConfig | null>(null);

export function SiteConfigProvider({ value, children }: { value: SiteConfig; children: ReactNode }) {
  // Issue 40: the pages write every moment in the club's zone (lib/club-clock.ts), known before anything renders.
  setClubClockZone(value.clubTimeZone);
  return <SiteConfigContext value={value}>{children}</SiteConfigContext>;
}

/** The club's branding and public links; the app renders only once they are loaded. */
export function useSiteConfig(): SiteConfig {
  const value = useContext(SiteConfigContext);
  if (!value) throw new Error("useSiteConfig needs a SiteConfigProvider");
  return value;
}

/** A page of the club's public website, e.g. websiteLink(config, "/events"). */
export function websiteLink(config: SiteConfig, path: string): string {
  return `${config.websiteUrl.replace(/\/+$/, "")}${path}`;
}
