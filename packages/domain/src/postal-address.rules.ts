// The address block of every letter the club posts (renewal letters, their labels, claim letters), as USPS asks
// for it: street lines, "city, ST zip", and for mail abroad the country's name in capitals on the last line. The
// club's own country gets no country line.

/** The club's country: its addresses need no country line. */
const homeCountry = "US";

export interface PostalAddress {
  line1: string | null;
  line2: string | null;
  city: string | null;
  /** An ISO 3166-2 code ("US-CT"), or the text as written for a country whose states the portal does not list. */
  state: string | null;
  zipCode: string | null;
  /** An ISO 3166-1 code ("GB"), or a name as written. */
  country: string | null;
}

/** States are stored as ISO 3166-2 codes ("US-CT"); the post wants "CT". */
function stateCode(state: string | null): string | null {
  return state ? state.slice(state.indexOf("-") + 1) : null;
}

const regionNames = new Intl.DisplayNames(["en"], { type: "region" });

/** The country's name in capitals: "GB" is "UNITED KINGDOM"; a name stays itself, in capitals. */
function countryLine(country: string): string {
  const name = /^[A-Za-z]{2}$/.test(country) ? regionNames.of(country.toUpperCase()) : country;
  return (name ?? country).toUpperCase();
}

/** The lines under the addressee's name; blank parts are left out. */
export function postalAddressLines(address: PostalAddress): string[] {
  const stateAndZip = [stateCode(address.state), address.zipCode].filter(Boolean).join(" ");
  const cityLine = [address.city, stateAndZip].filter(Boolean).join(", ");
  const country = address.country && address.country !== homeCountry ? countryLine(address.country) : null;
  return [address.line1, address.line2, cityLine, country].filter((line): line is string =>
    Boolean(line?.trim()),
  );
}
