import { defaultMarketplaceSettings } from "@club/domain/listing.schema";
import type { SiteConfig } from "@club/domain/site-config.schema";

/**
 * Issue 44: whether the club's marketplace is open (the office's setting, told by the site config). A site config
 * that does not say yet (a server older than the setting) gets the club's default.
 */
export function marketplaceEnabled(config: SiteConfig): boolean {
  const { marketplace } = config as SiteConfig & { marketplace?: { enabled: boolean } };
  return marketplace?.enabled ?? defaultMarketplaceSettings.enabled;
}
