// DESIGN §10, "Erasure and my data": every table that holds a member's data, what Download my data shows of it and
// what completing a request to leave does to it (erasure-requests.service.ts). A table whose column points at a
// member must be listed here (member-data-tables.test.ts fails otherwise), so a new table is decided on, not
// forgotten (issue 39: the erasure reaches every one of them).

interface MemberData {
  /** The section of Download my data that shows it, or why none does. */
  myData: string;
  /** What completing a request to leave does to it. */
  erasure: string;
}

const accounts = "kept: the club's accounts (docs/decisions.md, issue 30)";
const officeAccount = "the office account that acted: office accounts are not erased on request";

export const memberDataTables = {
  members: { myData: "profile", erasure: "anonymised: 'Former member N', contact fields cleared (members)" },
  associates: { myData: "membership", erasure: "deleted (members)" },
  sessions: { myData: "sessions", erasure: "deleted (auth)" },
  // Issue 43: a passkey's public key and its name; the challenges live five minutes.
  passkeys: { myData: "passkeys", erasure: "deleted (passkeys)" },
  passkey_challenges: { myData: "none: a challenge good for five minutes", erasure: "deleted (passkeys)" },
  password_resets: { myData: "none: a link's hash", erasure: "revoked (auth)" },
  // Issue 43: a code's and its link's hashes, gone ten minutes on (housekeeping); its use is in sessions and the trail.
  sign_in_codes: { myData: "none: a code's hash, kept ten minutes", erasure: "ended (auth), then deleted" },
  national_memberships: { myData: "membership", erasure: "kept: the history of dues" },
  regional_memberships: { myData: "membership", erasure: "kept: the history of dues" },
  invoices: { myData: "payments", erasure: accounts },
  payments: { myData: "payments", erasure: `${accounts}; recordedBy is ${officeAccount}` },
  refunds: { myData: "payments", erasure: `${accounts}; actorId is ${officeAccount}` },
  // Issue 42: money sent to a region; its only member is the national treasurer who recorded it.
  remittances: { myData: "none: the club's accounts", erasure: `kept: recordedBy is ${officeAccount}` },
  donations: { myData: "payments", erasure: accounts },
  outbox: { myData: "mail", erasure: "anonymised: no address, text or name; subject and dates kept (mail)" },
  audit_log: {
    myData: "none: the office's record",
    erasure: "anonymised: values that named them removed; actions, times and fields kept (audit)",
  },
  office_notes: { myData: "none: the office's notes", erasure: "deleted (office)" },
  privacy_choices: { myData: "privacyChoices", erasure: "deleted (privacy)" },
  consent_events: { myData: "consents", erasure: "kept: the club's proof of what it was allowed" },
  relayed_messages: { myData: "relayedMessages", erasure: "deleted (privacy)" },
  erasure_requests: {
    myData: "none: shown on Member Info",
    erasure: "kept as the answer, the reason cleared",
  },
  vehicles: { myData: "cars", erasure: "released: in no garage, photos and location removed (vehicles)" },
  vehicle_ownerships: {
    myData: "cars (history)",
    erasure: "kept naming no one: 'A former member' (vehicles)",
  },
  vehicle_transfers: { myData: "cars (history)", erasure: "waiting offers cancelled, the rest name no one" },
  registrations: { myData: "registrations", erasure: "kept: the event's records" },
  renewal_links: {
    myData: "none: a link's hash",
    erasure: "sign in no more (a closed account); purged on expiry",
  },
  claim_links: { myData: "none: a link's hash", erasure: "claimed no more (a closed account)" },
  staff: { myData: "profile (office role)", erasure: "none: an office account cannot ask to leave" },
  announcements: { myData: "none", erasure: `createdBy is ${officeAccount}` },
  imports: { myData: "none", erasure: `createdBy is ${officeAccount}` },
  judging_setups: { myData: "none", erasure: `publishedBy is ${officeAccount}` },
  reminder_tasks: { myData: "none", erasure: `createdBy is ${officeAccount}` },
  announcement_recipients: {
    myData: "mail (the message itself)",
    erasure: "address blanked, a waiting one skipped (announcements, handed in by office-api.ts)",
  },
  import_rows: {
    myData: "none: the office's record of an import",
    erasure:
      "kept with the row's place and outcome; the cells as read blanked, the values undo would put back removed (imports)",
  },
  // Issue 41: no column points at a member, but a preview names the members it would change.
  import_previews: {
    myData: "none: the office's preview of an import",
    erasure:
      "deleted, for every import with a row of the member (imports): previewed again, it names them no more",
  },
  calendar_keys: { myData: "none: a link's hash", erasure: "deleted (events)" },
  classic_petitions: {
    myData: "petitions",
    erasure:
      "kept as the list's history, the petitioner anonymised and the evidence they wrote blanked (classics)",
  },
  judges: {
    myData: "judge",
    erasure: "kept: the meets they judged; it holds no contact data and names the anonymised member",
  },
  officer_terms: { myData: "officerTerms", erasure: "ended: deleted (regional-admin)" },
  zone_terms: { myData: "officerTerms", erasure: "ended: deleted (regional-admin)" },
  // Issue 46: a seat on a committee, as an office in a region: a member who left serves on none.
  committee_terms: { myData: "committeeTerms", erasure: "ended: deleted (committees)" },
  // Issue 42: a post is the region's news; its author leaving leaves it unsigned.
  region_posts: {
    myData: "regionPosts",
    erasure: "kept as the region's, the author cleared (regional-admin)",
  },
  reminder_log: { myData: "none: mail shows the reminders", erasure: "deleted (reminders)" },
  vehicle_claims: {
    myData: "claims",
    erasure:
      "a waiting claim of theirs closed with the reason; their notes and papers removed; their answers as owner blanked and claimed_from_id cleared (vehicles)",
  },
  mail_bounces: { myData: "none", erasure: "the bounce of their address deleted (mail)" },
  // Issue 44: the marketplace. A listing keeps its place (a fee, a sale, a report may point to it) with nothing of theirs.
  listings: {
    myData: "marketplace (listings)",
    erasure: "open ones withdrawn; words, place, contact choices and photos removed (listings)",
  },
  listing_enquiries: { myData: "marketplace (enquiries)", erasure: "deleted (listings)" },
  listing_reports: { myData: "marketplace (reports)", erasure: "deleted (listings)" },
  // Issue 45: the archive. Its issues are the club's; a page's link to a car stays with the car.
  archive_issues: { myData: `none: ${officeAccount} (uploadedBy)`, erasure: "kept: the club's publications" },
  archive_mentions: {
    myData: "archivePages (the pages they suggested for cars and the links they decided)",
    erasure: "kept with the car, no longer naming who suggested or decided it (archive)",
  },
  // Issue 46: the roles a member signed up for at meets; the roles themselves name no member.
  volunteer_sign_ups: { myData: "volunteering", erasure: "deleted, their places given back (judging)" },
  // Issue 46: elections. An election is the club's; a nomination is the nominee's and their nominator's.
  elections: {
    myData: `none: the club's election; createdBy, confirmedBy and the returning officer are who set it up`,
    erasure: "kept: the club's election, naming the anonymised account",
  },
  election_nominations: {
    myData: "nominations (of them, with their statement, and those they made)",
    erasure:
      "pending ones and candidacies before voting withdrawn with their statement; candidacies voted on kept as the election's history, named 'A former member'; photos removed; nominatedBy cleared (elections)",
  },
  // Issue 43: the membership card in the phone's wallet, and the phones that asked for its changes.
  wallet_passes: { myData: "walletPass", erasure: "deleted, with its phones' registrations (wallet)" },
  wallet_devices: {
    myData: "walletPass (when each phone registered)",
    erasure: "deleted with the pass (wallet)",
  },
  // Issue 46: the voter roll: that the member could vote in an election and the day and way they did (never what).
  election_voters: {
    myData: "voterRolls (elections.csv: the rolls they were on, whether and how they voted; never what)",
    erasure:
      "kept: the election's turnout, pointing at the anonymised record; the link and paper codes are hashes",
  },
} satisfies Record<string, MemberData>;
