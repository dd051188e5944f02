import type { ReactNode } from "react";
import { NotFoundPage } from "../../features/site/pages/not-found-page.tsx";
import { useSiteConfig } from "../../lib/site-config-context.tsx";

/** Issue 44: the public marketplace's pages exist only while the club shows its marketplace to the public. */
export function RequirePublicMarketplace({ children }: { children: ReactNode }) {
  const { marketplace } = useSiteConfig();
  return marketplace.enabled && marketplace.public ? children : <NotFoundPage />;
}
