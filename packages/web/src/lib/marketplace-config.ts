import type { SiteConfig } from "@club/domain/site-config.schema";

/** Issue 44: whether the club's marketplace is open (the office's setting, told by the site config). */
export function marketplaceEnabled(config: SiteConfig): boolean {
  return config.marketplace.enabled;
}
