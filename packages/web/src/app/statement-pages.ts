import { lazyPage } from "./lazy-page.tsx";

// Issue 42: a region's and a zone's money, opened from the regional pages and from the office's (office-routes.tsx).
export const ZoneStatementPage = lazyPage(
  () => import("../features/region-money/pages/zone-statement-page.tsx"),
  "ZoneStatementPage",
);
export const RegionStatementPage = lazyPage(
  () => import("../features/region-money/pages/region-statement-page.tsx"),
  "RegionStatementPage",
);
