// Every TanStack Query key of the app, so invalidation never misses a spelling.
export const queryKeys = {
  siteConfig: ["site-config"] as const,
  profile: ["members", "profile"] as const,
  membershipDetails: ["members", "membership-details"] as const,
  renewData: ["members", "renew-data"] as const,
  renewalQuote: ["members", "renewal-quote"] as const,
  memberPayments: ["members", "payments"] as const,
  membershipCard: ["members", "card"] as const,
  cardWallets: ["members", "card", "wallets"] as const,
  // Issue 30: who sees what of the member in the directory.
  privacyChoices: ["members", "privacy"] as const,
  // Issue 30: the member's latest request to leave the club.
  erasureRequest: ["members", "erasure-request"] as const,
  // Issue 43: the member's passkeys (Member Info, and the office's second factor asks whether there is one).
  passkeys: ["members", "passkeys"] as const,
  cardCheck: (token: string) => ["cards", token] as const,
  emailAvailability: (email: string) => ["members", "email-availability", email] as const,
  countries: ["geo", "countries"] as const,
  subdivisions: (countryCode: string) => ["geo", "subdivisions", countryCode] as const,
  nationalPlans: ["plans", "national"] as const,
  regionalPlans: ["plans", "regional"] as const,
  invoice: (orderId: string) => ["invoices", orderId] as const,
  makes: ["makes"] as const,
  vehicles: ["vehicles"] as const,
  // Issue 27: apart from "vehicles", so reloading the member's cars does not reload offers, claims and histories too.
  vehicleTransfers: ["vehicle-transfers"] as const,
  vehicleClaims: ["vehicle-claims"] as const,
  vehicleHistory: (vehicleId: number) => ["vehicle-history", vehicleId] as const,
  // Issue 27: the Full Classic list and the member's petitions; the office's changes reload both.
  classics: ["classics"] as const,
  classicPetitions: ["classics", "petitions"] as const,
  // Issue 45: the Member Resources links the office keeps, and the publications archive (a mention's change reloads
  // its pages).
  memberResources: ["resources"] as const,
  archive: ["archive"] as const,
  // Issue 28: all under "events", so a registration's change (made, paid, accepted, cancelled) reloads them all.
  events: ["events"] as const,
  // Issue 44: all under "listings", so a listing's change (its fee paid, too) reloads the marketplace's pages.
  listings: ["listings"] as const,
  availableEvents: ["events", "available"] as const,
  registrations: ["events", "registrations"] as const,
  eventDetails: (eventId: number) => ["events", "details", eventId] as const,
  calendarLinks: ["calendar"] as const,
  memberSearch: (params: unknown) => ["search", "members", params] as const,
  memberSearchProfile: (memberNo: string) => ["search", "members", "profile", memberNo] as const,
  vehicleSearch: (params: unknown) => ["search", "vehicles", params] as const,
  vehicleSearchProfile: (vehicleId: string) => ["search", "vehicles", "profile", vehicleId] as const,
  registryStats: (makeId: number | undefined) => ["registry", "stats", makeId ?? null] as const,
  availableRegions: ["regional-administrators", "available-regions"] as const,
  /** Issue 42: a region's public page. */
  regionPage: (code: string) => ["regions", code, "page"] as const,
  /** Issue 42: a region's posts and newsletters, for its editor. */
  regionNews: (code: string) => ["regions", code, "news"] as const,
  // Issue 28: the events of an administrator's regions, apart from their regions, which an event's change leaves be.
  regionalEvents: ["regional-administrators", "events"] as const,
  claimGreeting: (token: string) => ["claim", token] as const,
  resetLink: (token: string) => ["reset-link", token] as const,
  // The club office (issue 13): all under "office", so one invalidation reaches them all.
  office: ["office"] as const,
  officeSession: ["office", "session"] as const,
  officeMembers: (params: unknown) => ["office", "members", "list", params] as const,
  officeMember: (id: number) => ["office", "members", "record", id] as const,
  officeMemberConsents: (id: number) => ["office", "members", "consents", id] as const,
  officePaymentQuote: (id: number, nationalPlan: number | undefined) =>
    ["office", "members", "payment-quote", id, nationalPlan ?? null] as const,
  officePayments: (params: unknown) => ["office", "payments", params] as const,
  officeAudit: (params: unknown) => ["office", "audit", params] as const,
  officeErasureRequests: ["office", "erasure-requests"] as const,
};
