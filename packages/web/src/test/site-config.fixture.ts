import type { SiteConfig } from "@club/domain/site-config.schema";

export const siteConfigFixture: SiteConfig = {
  clubName: "Classic Car Club of America",
  clubShortName: "CCCA",
  websiteUrl: "https://www.classiccarclub.org",
  logoUrl: null,
  primaryColor: "#1f3a5f",
  accentColor: "#8a6d3b",
  officeEmail: "office@classiccarclub.org",
  officeAddress: "1645 Des Plaines River Road, Suite 7A\nDes Plaines, IL 60018",
  officePhone: "(847) 390-0443",
  contactUrl: "https://www.classiccarclub.org/contact",
  convenienceFeePercent: 3,
  payments: { provider: "sandbox", paypalClientId: null, paypalSdkBaseUrl: null },
  formsBaseUrl: "https://www.classiccarclub.org/forms",
  resources: {
    currentPublications: "https://www.classiccarclub.org/publications",
    historicalPublications: "https://www.classiccarclub.org/publications/archive",
    clubTechnicians: "https://www.classiccarclub.org/documents/club-technicians.pdf",
    membershipHandbook: "https://www.classiccarclub.org/documents/membership-handbook.pdf",
  },
  vehicleLimits: { vehiclesPerMember: 20, photosPerVehicle: 10 },
  erasureAnswerDays: 30,
  joinWithoutPassword: false,
  clubTimeZone: "America/Chicago",
  marketplace: { enabled: true, public: false, fee: 0, listingDays: 60, maxActive: 5 },
};
