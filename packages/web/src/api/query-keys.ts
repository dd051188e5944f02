// Every TanStack Query key of the app, so invalidation never misses a spelling.
export const queryKeys = {
  siteConfig: ["site-config"] as const,
  profile: ["members", "profile"] as const,
  membershipDetails: ["members", "membership-details"] as const,
};
