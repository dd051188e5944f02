import type { AvailableRegions } from "../../../api/use-available-regions.ts";

/** spec §6: an administrator sees only the regions they administer, as name to region code. */
export function administeredRegions(regions: AvailableRegions | undefined): Record<string, string> {
  return Object.fromEntries(
    Object.entries(regions ?? {})
      .filter(([, region]) => region.administrator)
      .map(([name, region]) => [name, region.regionCode]),
  );
}

/** Issue 42: the regions whose own director the member is today, who propose their officers. */
export function directedRegions(regions: AvailableRegions | undefined): Record<string, string> {
  return Object.fromEntries(
    Object.entries(regions ?? {})
      .filter(([, region]) => region.director)
      .map(([name, region]) => [name, region.regionCode]),
  );
}
