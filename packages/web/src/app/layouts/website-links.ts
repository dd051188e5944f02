// spec §1: the top menu and footer point at pages of the club's public website.
export interface WebsiteLink {
  label: string;
  path: string;
}

/** The website's classifieds, which the portal's marketplace replaces when the club opens it (issue 44). */
export const classifiedsPath = "/classifieds";

export const topMenuLinks: WebsiteLink[] = [
  { label: "Classifieds", path: classifiedsPath },
  { label: "About", path: "/about" },
  { label: "Events", path: "/events" },
  { label: "Regional Clubs", path: "/regional-clubs" },
  { label: "Resources", path: "/resources" },
  { label: "Contact", path: "/contact" },
  { label: "Store", path: "/store" },
];

export const footerWebsiteLinks: WebsiteLink[] = [
  { label: "Events", path: "/events" },
  { label: "News", path: "/news" },
  { label: "Store", path: "/store" },
];

export const footerPolicyLinks: WebsiteLink[] = [
  { label: "Privacy Notice", path: "/privacy-notice" },
  { label: "Advertise", path: "/advertise" },
  { label: "Sponsors", path: "/sponsors" },
];
