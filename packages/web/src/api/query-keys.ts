// Every TanStack Query key of the app, so invalidation never misses a spelling.
export const queryKeys = {
  siteConfig: ["site-config"] as const,
  profile: ["members", "profile"] as const,
  membershipDetails: ["members", "membership-details"] as const,
  renewData: ["members", "renew-data"] as const,
  emailAvailability: (email: string) => ["members", "email-availability", email] as const,
  countries: ["geo", "countries"] as const,
  subdivisions: (countryCode: string) => ["geo", "subdivisions", countryCode] as const,
  nationalPlans: ["plans", "national"] as const,
  regionalPlans: ["plans", "regional"] as const,
  invoice: (orderId: string) => ["invoices", orderId] as const,
  makes: ["makes"] as const,
  vehicles: ["vehicles"] as const,
  availableEvents: ["events", "available"] as const,
  registrations: ["events", "registrations"] as const,
};
