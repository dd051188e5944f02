import { PassThrough, pipeline, type Readable } from "node:stream";
import { convenienceFeeLabel } from "@club/domain/checkout.rules";
import { clubMoment } from "@club/domain/club-clock";
import { nominationStatusWords } from "@club/domain/election.schema";
import { listingKindLabels, listingStatusLabels, priceLabel } from "@club/domain/listing.schema";
import { publicationPreferences } from "@club/domain/member.schema";
import { paymentMethodLabel } from "@club/domain/member-payments.schema";
import { centsToDecimalString as dollars } from "@club/domain/money";
import type { FormerCar, JudgedSheet, MyData } from "@club/domain/my-data.schema";
import { signInMethodWords } from "@club/domain/own-profile.schema";
import yazl from "yazl";
import { spreadsheetCsv } from "../../lib/csv.ts";
import type { PlaceNames } from "../geo/geo.service.ts";

// Issue 30, written for people in issue 40: the member's data as a ZIP they open in a spreadsheet without a
// programmer. One CSV per section with its headings in words ("First name", not firstName) and its values in words
// (Illinois, not US-IL; yes or no; "On the waiting list"), each starting with a UTF-8 byte order mark so Excel reads
// accents; days as the spec writes them (YYYY-MM-DD) and moments on the club's clock. README.txt says what each
// file holds; my-data.json keeps everything as the API gives it. Cells go through lib/csv.ts, which escapes a cell
// that would run as a formula. Amounts are in dollars, as a spreadsheet sums them.

/** What the ZIP needs besides the data: when it is made, the club's zone, and the names of the places' codes. */
export interface MyDataZipOptions {
  now: Date;
  timeZone: string;
  placeNames: PlaceNames;
}

type Cell = string | number | boolean | null | undefined;

/** One CSV: its file name, a line for the read-me, and a column per heading with how each row fills it. */
interface Sheet {
  name: string;
  about: string;
  headings: string[];
  rows: Cell[][];
}

function sheet<Row>(
  name: string,
  about: string,
  columns: [string, (row: Row) => Cell][],
  rows: Row[],
): Sheet {
  return {
    name,
    about,
    headings: columns.map(([heading]) => heading),
    rows: rows.map((row) => columns.map(([, cell]) => cell(row))),
  };
}

const yesNo = (value: boolean) => (value ? "yes" : "no");
/** A choice reads yes or no in a spreadsheet (the CSV writer's own is 1 or empty). */
const words = (cell: Cell) => (typeof cell === "boolean" ? yesNo(cell) : cell);

const registrationStatusWords = {
  pending: "Not paid yet",
  confirmed: "Confirmed",
  waitlisted: "On the waiting list",
  offered: "Offered a place",
  cancelled: "Cancelled",
} as const;
const invoiceKindWords = {
  join: "Joining the club",
  renewal: "Renewal",
  event: "Event place",
  listing: "Marketplace listing",
} as const;
const standingWords = { active: "Active", unpaid: "Not paid yet", lapsed: "Lapsed" } as const;
const carStatusWords = {
  pending: "Waiting for the office",
  approved: "Approved",
  rejected: "Not approved",
} as const;
const decisionWords = {
  pending: "Waiting for the office",
  approved: "Approved",
  rejected: "Not approved",
} as const;
const claimStatusWords = { ...decisionWords, closed: "Closed" } as const;
const mailStatusWords = {
  pending: "Waiting to be sent",
  sending: "Being sent",
  sent: "Sent",
  failed: "Not delivered",
  bounced: "Bounced back",
} as const;
const ownershipSourceWords = {
  registered: "You registered it",
  transfer: "Passed to you by another member",
  import: "From the club's registry records",
  claim: "Your claim, approved by the office",
} as const;
const endedHowWords = {
  sold_outside: "Sold outside the club",
  destroyed: "Destroyed",
  unknown: "Not known",
} as const;
const consentKindWords = {
  privacy: "Privacy choices",
  club_mail: "Post from your region",
  announcements: "Club announcements by e-mail",
} as const;
const consentWayWords = {
  join: "When you joined",
  member: "By you",
  office: "By the club office",
  unsubscribe_link: "The unsubscribe link in an e-mail",
  import: "From the club's old records",
} as const;
/** The privacy choices as the privacy form names them; `allow` is the one choice of post from the region. */
const choiceWords: Record<string, string> = {
  showInDirectory: "Show me in the directory",
  showAddress: "Show my street address",
  showPhones: "Show my phone numbers",
  showEmail: "Show my e-mail address",
  allowClubMail: "My region may write to me by post",
  allow: "Allowed",
};

function pointsOff(points: number) {
  return `${points} ${points === 1 ? "point" : "points"} off`;
}

/** "Paint: 3 points off; Chrome: 1 point off": a sheet's deductions as deductions, never as scores. */
function deductionsInWords(deductions: Record<string, number>) {
  return Object.entries(deductions)
    .map(([category, points]) => `${category}: ${pointsOff(points)}`)
    .join("; ");
}

function sheetsOf(data: MyData, { timeZone, placeNames }: MyDataZipOptions): Sheet[] {
  const moment = (value: string | null) => (value === null ? null : clubMoment(new Date(value), timeZone));
  const { profile, membership, payments } = data;

  const profileSheet = sheet(
    "profile.csv",
    "Your details as the club keeps them: name, address, e-mail, phones, magazine choice and senior status.",
    [
      ["Member number", () => profile.memberNo],
      ["Title", () => profile.prefix],
      ["First name", () => profile.firstName],
      ["Last name", () => profile.lastName],
      ["Suffix", () => profile.suffix],
      ["Company", () => profile.company],
      ["E-mail", () => profile.email],
      ["Street address", () => profile.addressLine1],
      ["Address line 2", () => profile.addressLine2],
      ["City", () => profile.city],
      ["State or province", () => placeNames.state(profile.state)],
      ["ZIP or postal code", () => profile.zipCode],
      ["Country", () => placeNames.country(profile.country)],
      ["Business phone", () => profile.businessPhone],
      ["Cell phone", () => profile.cellPhone],
      ["Home phone", () => profile.residentialPhone],
      ["Publications", () => publicationPreferences[profile.publicationPreferences as 0 | 1 | 2]],
      ["Referred by", () => profile.referrerName],
      ["Senior category", () => profile.seniorCategory],
      ["Senior number", () => profile.seniorNumber],
      ["Associate's first name", () => profile.associate?.firstName],
      ["Associate's last name", () => profile.associate?.lastName],
      ["Account opened", () => moment(profile.accountCreatedAt)],
      ["Stopped bulk e-mail", () => moment(profile.bulkMailOptOutAt)],
      ["Resigned on", () => profile.resignedOn],
    ],
    [profile],
  );

  const national = {
    kind: "National",
    plan: membership.nationalPlanName,
    yearJoined: membership.yearJoined,
    duesExpire: membership.duesExpire,
    datePaid: membership.datePaid,
    amountPaid: membership.amountPaid === null ? null : dollars(membership.amountPaid),
    lifelong: membership.lifelong as boolean | null,
    standing: standingWords[membership.standing] as string | null,
    associate: membership.associate !== null,
  };
  const regional = membership.regionalMemberships.map((region) => ({
    kind: "Regional",
    plan: `${region.regionName} (${region.regionCode})`,
    yearJoined: null,
    duesExpire: region.duesExpire,
    datePaid: null,
    amountPaid: null,
    lifelong: null,
    standing: null,
    associate: region.associate,
  }));
  const membershipsSheet = sheet(
    "memberships.csv",
    "Your national membership and each regional membership: plan, when dues run out, and what you last paid.",
    [
      ["National or regional", (row) => row.kind],
      ["Plan or region", (row) => row.plan],
      ["Year joined", (row) => row.yearJoined],
      ["Dues paid until", (row) => row.duesExpire],
      ["Last paid on", (row) => row.datePaid],
      ["Amount paid ($)", (row) => row.amountPaid],
      ["Member for life", (row) => row.lifelong],
      ["Standing", (row) => row.standing],
      ["Includes an associate", (row) => row.associate],
    ],
    [national, ...regional],
  );

  interface PaymentLine {
    orderId: string;
    kind: keyof typeof invoiceKindWords;
    status: string;
    total: number;
    line: string;
    description?: string;
    method?: string;
    amount: number;
    at?: string;
    refundStatus?: string;
  }
  const owed = payments.owed;
  const paymentLines: PaymentLine[] = [
    ...(owed
      ? owed.items.map((item) => ({
          orderId: owed.orderId,
          kind: owed.kind,
          status: "Owed",
          total: owed.total,
          line: "Item",
          description: item.description,
          amount: item.amount,
        }))
      : []),
    ...payments.invoices.flatMap((invoice) => {
      const fields = {
        orderId: invoice.orderId,
        kind: invoice.kind,
        status: invoice.status === "paid" ? "Paid" : "Refunded",
        total: invoice.total,
      };
      return [
        ...invoice.items.map((item) => ({
          ...fields,
          line: "Item",
          description: item.description,
          amount: item.amount,
          at: invoice.paidAt,
        })),
        ...(invoice.fee > 0
          ? [{ ...fields, line: "Fee", description: convenienceFeeLabel(invoice), amount: invoice.fee }]
          : []),
        ...invoice.payments.map((payment) => ({
          ...fields,
          line: "Payment",
          method: paymentMethodLabel(payment.method),
          amount: payment.amount,
          at: payment.at,
        })),
        ...invoice.refunds.map((refund) => ({
          ...fields,
          line: "Refund",
          amount: refund.amount,
          at: refund.at,
          refundStatus: refund.status === "completed" ? "Refunded" : "Being refunded",
        })),
      ];
    }),
  ];
  const paymentsSheet = sheet<PaymentLine>(
    "payments.csv",
    "Every invoice you paid (or were refunded) and the one you owe now: its items, fee, payments and refunds.",
    [
      ["Order number", (row) => row.orderId],
      ["For", (row) => invoiceKindWords[row.kind]],
      ["Invoice status", (row) => row.status],
      ["Invoice total ($)", (row) => dollars(row.total)],
      ["Line", (row) => row.line],
      ["Description", (row) => row.description],
      ["Paid by", (row) => row.method],
      ["Amount ($)", (row) => dollars(row.amount)],
      ["When", (row) => moment(row.at ?? null)],
      ["Refund status", (row) => row.refundStatus],
    ],
    paymentLines,
  );

  type Car = MyData["cars"][number];
  const carsSheet = sheet<Car>(
    "cars.csv",
    "The cars in your garage now (and your associate's), as you entered them and as the office reviewed them.",
    [
      ["Year", (car) => car.year],
      ["Make", (car) => car.make],
      ["Model", (car) => car.model],
      ["Cylinders", (car) => car.numberOfCylinders],
      ["Body style", (car) => car.bodyStyle],
      ["Body maker", (car) => car.bodyMaker],
      ["Serial number", (car) => car.serialNumber],
      ["Engine number", (car) => car.engineNumber],
      ["Body number", (car) => car.bodyNumber],
      ["Owned by your associate", (car) => car.ownedByAssociate],
      ["Acquired from", (car) => car.trackAcquiredFrom],
      ["Date acquired", (car) => car.trackDateAcquired],
      ["Sold to", (car) => car.trackSoldTo],
      ["Date sold", (car) => car.trackDateSold],
      ["Other information", (car) => car.trackOtherInfo],
      ["Senior category", (car) => car.seniorCategory],
      ["Senior number", (car) => car.seniorNumber],
      ["New coachwork", (car) => car.newCoachWork],
      ["Altered", (car) => car.altered],
      ["Authentic", (car) => car.authentic],
      ["Approved by the committee", (car) => car.approvedByCommittee],
      ["Where the car is kept", (car) => car.location],
      ["Numbers shown to other members", (car) => car.showNumbers],
      ["Status", (car) => carStatusWords[car.status]],
      ["Reason not approved", (car) => car.rejectionReason],
      ["Photos", (car) => car.images.length],
    ],
    data.cars,
  );

  interface HistoryLine {
    car: string;
    entry: string;
    name?: string | null;
    memberNo?: number | null;
    place?: string | null;
    from?: string | null;
    to?: string | null;
    detail?: string | null;
  }
  const historySheet = sheet<HistoryLine>(
    "car-history.csv",
    "The history of each car in your garage: its owners (as the club may show them to you), the events it went to " +
      "and its awards.",
    [
      ["Car", (row) => row.car],
      ["Entry", (row) => row.entry],
      ["Owner, event or award", (row) => row.name],
      ["Member number", (row) => row.memberNo],
      ["Place", (row) => row.place],
      ["From", (row) => row.from],
      ["To", (row) => row.to],
      ["Detail", (row) => row.detail],
    ],
    data.cars.flatMap(({ history }) => [
      ...history.ownerships.map((owner) => ({
        car: history.car,
        entry: "Owner",
        name: owner.ownerName,
        memberNo: owner.memberNo,
        place: owner.place,
        from: owner.from,
        to: owner.to,
        detail: ownershipSourceWords[owner.source],
      })),
      ...history.events.map((event) => ({
        car: history.car,
        entry: "Event",
        name: event.name,
        from: event.date,
      })),
      ...history.awards.map((award) => ({
        car: history.car,
        entry: "Award",
        name: award.eventTitle,
        from: award.date,
        detail: `${award.award} (${award.score} points)`,
      })),
    ]),
  );

  const formerCarsSheet = sheet<FormerCar & FormerCar["ownerships"][number]>(
    "former-cars.csv",
    "The cars you owned once and no longer have (sold or given up), with when each was yours and how it ended.",
    [
      ["Car", (row) => row.car],
      ["Yours from", (row) => row.from],
      ["Yours until", (row) => row.to],
      ["How it came to you", (row) => ownershipSourceWords[row.source]],
      ["How it ended", (row) => (row.endedHow ? endedHowWords[row.endedHow] : "Passed to the next owner")],
    ],
    data.formerCars.flatMap((car) => car.ownerships.map((ownership) => ({ ...car, ...ownership }))),
  );

  type Registration = MyData["registrations"][number];
  const registrationsSheet = sheet<Registration>(
    "registrations.csv",
    "Every event you registered for, cancelled ones too: the car, guests, items, what it cost, check-in and result.",
    [
      ["Event", (row) => row.event.title],
      ["First day", (row) => row.event.dateStart],
      ["Last day", (row) => row.event.dateEnd],
      ["Place", (row) => row.event.place],
      ["Status", (row) => registrationStatusWords[row.status]],
      [
        "Car",
        (row) =>
          row.vehicle
            ? [row.vehicle.year, row.vehicle.make, row.vehicle.model].filter(Boolean).join(" ")
            : null,
      ],
      ["Associate comes", (row) => row.associate],
      ["Guests", (row) => row.guests.map((guest) => `${guest.firstName} ${guest.lastName}`).join("; ")],
      ["Items", (row) => row.items.map((item) => `${item.quantity} × ${item.label}`).join("; ")],
      ["Total ($)", (row) => dollars(row.total)],
      ["Check-in code", (row) => row.checkInCode],
      ["Checked in", (row) => moment(row.checkedInAt)],
      ["Cancelled", (row) => moment(row.cancelledAt)],
      ["Judged score", (row) => row.scoreSheets?.score],
      ["Award", (row) => row.scoreSheets?.award],
    ],
    data.registrations,
  );

  type CarSheet = NonNullable<Registration["scoreSheets"]>["sheets"][number] & { event: string };
  const scoreSheetsSheet = sheet<CarSheet>(
    "score-sheets.csv",
    "The judges' score sheets of your cars at judged meets, once the results were published.",
    [
      ["Event", (row) => row.event],
      ["Judge", (row) => row.judge],
      ["Points off", (row) => deductionsInWords(row.deductions)],
      ["Total points off", (row) => row.totalDeducted],
      ["Notes", (row) => row.notes],
      ["Disqualified because", (row) => row.disqualifiedBy],
      ["Saved", (row) => moment(row.savedAt)],
    ],
    data.registrations.flatMap((registration) =>
      (registration.scoreSheets?.sheets ?? []).map((each) => ({ ...each, event: registration.event.title })),
    ),
  );

  const judgedSheetsSheet = sheet<JudgedSheet>(
    "judged-sheets.csv",
    "The score sheets you filled in as a judge: the meet, the class, the car and the points you took off.",
    [
      ["Event", (row) => row.eventTitle],
      ["Event date", (row) => row.eventDate],
      ["Class", (row) => row.classCode],
      ["Car", (row) => row.car],
      ["Points off", (row) => deductionsInWords(row.deductions)],
      ["Total points off", (row) => row.totalDeducted],
      ["Notes", (row) => row.notes],
      ["Disqualified because", (row) => row.disqualifiedBy],
      ["Saved", (row) => moment(row.savedAt)],
    ],
    data.judgedSheets,
  );

  const officerTermsSheet = sheet<MyData["officerTerms"][number]>(
    "officer-terms.csv",
    "The offices you held, hold or were proposed for in the club's regions and zones, with their first and last days.",
    [
      ["Region or zone", (row) => (row.zone === null ? row.regionCode : `Zone: ${row.zone}`)],
      ["Office", (row) => row.office],
      ["First day", (row) => row.startsOn],
      ["Last day", (row) => row.endsOn ?? "none set"],
      ["Now", (row) => row.state],
    ],
    data.officerTerms,
  );

  const committeeTermsSheet = sheet<MyData["committeeTerms"][number]>(
    "committee-terms.csv",
    "The committees you served, serve or will serve on (the board among them), with your role and its first and last days.",
    [
      ["Committee", (row) => row.committee],
      ["Region", (row) => row.regionCode ?? "the club's own"],
      ["Role", (row) => row.role],
      ["First day", (row) => row.startsOn],
      ["Last day", (row) => row.endsOn ?? "none set"],
      ["Now", (row) => row.state],
    ],
    data.committeeTerms,
  );

  const regionPostsSheet = sheet<MyData["regionPosts"][number]>(
    "region-posts.csv",
    "The news posts you wrote on your regions' pages.",
    [
      ["Region", (row) => row.regionCode],
      ["Title", (row) => row.title],
      ["Text", (row) => row.body],
      ["Members only", (row) => (row.membersOnly ? "yes" : "no")],
      ["Published", (row) => moment(row.publishedAt)],
    ],
    data.regionPosts,
  );

  const mailSheet = sheet<MyData["mail"][number]>(
    "mail.csv",
    "The e-mails the portal sent you: when, about what, and whether they arrived (not their text).",
    [
      ["Written", (row) => moment(row.queuedAt)],
      ["Sent", (row) => moment(row.sentAt)],
      ["Subject", (row) => row.subject],
      ["Status", (row) => mailStatusWords[row.status]],
    ],
    data.mail,
  );

  const { chosenAt, ...choices } = data.privacyChoices;
  const privacyChoicesSheet = sheet(
    "privacy-choices.csv",
    "Your privacy choices now: what other members see of you, and whether your region may write to you by post.",
    [
      ...Object.entries(choices).map(([key, value]): [string, () => Cell] => [
        choiceWords[key] ?? key,
        () => value,
      ]),
      ["Chosen", () => moment(chosenAt)],
    ],
    [choices],
  );

  const consentsSheet = sheet<MyData["consents"][number]>(
    "consents.csv",
    "Every privacy or mail choice you (or the office) made, newest first, and how it was made.",
    [
      ["When", (row) => moment(row.at)],
      ["About", (row) => consentKindWords[row.kind]],
      [
        "Choice",
        (row) =>
          Object.entries(row.choice)
            .map(([key, value]) => `${choiceWords[key] ?? key}: ${yesNo(value)}`)
            .join("; "),
      ],
      ["How", (row) => consentWayWords[row.how]],
      ["Made by", (row) => row.actor],
    ],
    data.consents,
  );

  const relayedSheet = sheet<MyData["relayedMessages"][number]>(
    "relayed-messages.csv",
    "Messages sent through the portal to or from you: only when, and which way (the portal keeps no text).",
    [
      ["Sent or received", (row) => (row.direction === "sent" ? "Sent" : "Received")],
      ["When", (row) => moment(row.at)],
    ],
    data.relayedMessages,
  );

  const sessionsSheet = sheet<MyData["sessions"][number]>(
    "sessions.csv",
    "Each time you are signed in: when and how it began, was last used and ends.",
    [
      ["Signed in", (row) => moment(row.signedInAt)],
      ["With", (row) => signInMethodWords[row.signedInWith]],
      ["Last used", (row) => moment(row.lastUsedAt)],
      ["Ends", (row) => moment(row.expiresAt)],
      ["Kept signed in", (row) => row.rememberMe],
    ],
    data.sessions,
  );

  const passkeysSheet = sheet<MyData["passkeys"][number]>(
    "passkeys.csv",
    "Your passkeys, by the names you gave them: when each was added and last used to sign in (the portal keeps only their public keys).",
    [
      ["Name", (row) => row.name],
      ["Added", (row) => moment(row.createdAt)],
      ["Last used", (row) => moment(row.lastUsedAt)],
    ],
    data.passkeys,
  );

  const claimRows = [
    ...data.claims.made.map((claim) => ({
      kind: "Your claim on a car",
      car: claim.car,
      text: claim.note,
      papers: claim.documents.map((document) => document.fileName).join("; "),
      status: claimStatusWords[claim.status] as string | null,
      reason: claim.reason,
      at: claim.createdAt,
    })),
    ...data.claims.answers.map((answer) => ({
      kind: "Your answer as the owner",
      car: answer.car,
      text: answer.answer,
      papers: null,
      status: null,
      reason: null,
      at: answer.answeredAt,
    })),
  ];
  const claimsSheet = sheet(
    "claims.csv",
    "The claims you made on cars (with your papers' names) and the answers you wrote to claims on your cars.",
    [
      ["Claim or answer", (row) => row.kind],
      ["Car", (row) => row.car],
      ["What you wrote", (row) => row.text],
      ["Papers", (row) => row.papers],
      ["Status", (row) => row.status],
      ["Office's reason", (row) => row.reason],
      ["When", (row) => moment(row.at)],
    ],
    claimRows,
  );

  const petitionsSheet = sheet<MyData["petitions"][number]>(
    "petitions.csv",
    "Your petitions to add a car to the Full Classic list, and the office's decisions.",
    [
      ["Make", (row) => row.make],
      ["Model", (row) => row.model],
      ["First year", (row) => row.firstYear],
      ["Last year", (row) => row.lastYear],
      ["Evidence", (row) => row.evidence],
      ["Status", (row) => decisionWords[row.status]],
      ["Office's reason", (row) => row.reason],
      ["Sent", (row) => moment(row.createdAt)],
      ["Decided", (row) => moment(row.decidedAt)],
    ],
    data.petitions,
  );

  const walletSheet = sheet<{ what: string; at: string }>(
    "wallet-card.csv",
    "Your membership card in a phone's wallet: when it was first issued, last changed, and when each phone asked to hear of its changes.",
    [
      ["What", (row) => row.what],
      ["When", (row) => moment(row.at)],
    ],
    data.walletPass
      ? [
          { what: `Card ${data.walletPass.serialNumber} issued`, at: data.walletPass.issuedAt },
          { what: "Card last changed", at: data.walletPass.updatedAt },
          ...data.walletPass.devicesRegisteredAt.map((at) => ({
            what: "A phone registered for its changes",
            at,
          })),
        ]
      : [],
  );

  const listingsSheet = sheet<MyData["marketplace"]["listings"][number]>(
    "marketplace-listings.csv",
    "Your listings in the club's marketplace: what each said, its state and its dates.",
    [
      ["Kind", (row) => listingKindLabels[row.kind]],
      ["Title", (row) => row.title],
      ["Description", (row) => row.description],
      ["Price", (row) => priceLabel(row.kind, row.price)],
      ["Place", (row) => [row.city, row.state, row.country].filter(Boolean).join(", ")],
      ["State", (row) => listingStatusLabels[row.status]],
      ["Photos", (row) => row.photos],
      ["Started", (row) => moment(row.createdAt)],
      ["Listed", (row) => moment(row.publishedAt)],
      ["Ends", (row) => moment(row.expiresAt)],
      ["Sold", (row) => moment(row.soldAt)],
      ["Office's reason for removing it", (row) => row.removalReason],
    ],
    data.marketplace.listings,
  );

  const marketplaceSentSheet = sheet<{ what: string; listingId: number; reason: string | null; at: string }>(
    "marketplace-messages-and-reports.csv",
    "The listings you wrote to a seller about (the portal keeps no text) and those you reported to the office.",
    [
      ["What", (row) => row.what],
      ["Listing number", (row) => row.listingId],
      ["Your reason", (row) => row.reason],
      ["When", (row) => moment(row.at)],
    ],
    [
      ...data.marketplace.enquiries.map((row) => ({ what: "You wrote to the seller", reason: null, ...row })),
      ...data.marketplace.reports.map((row) => ({ what: "You reported it", ...row })),
    ],
  );

  const archiveSheet = sheet<MyData["archivePages"][number]>(
    "archive-pages-for-cars.csv",
    "Pages of the club's publications you suggested for a car, and the links of pages to your cars you confirmed or dismissed.",
    [
      ["Car", (row) => row.car],
      ["Publication", (row) => row.publication],
      ["Issue", (row) => row.title],
      ["Issue date", (row) => row.issueDate],
      ["Page", (row) => row.page],
      ["You suggested it", (row) => (row.suggested ? "Yes" : "No")],
      ["State", (row) => row.status],
      ["Suggested or found", (row) => moment(row.createdAt)],
      ["Decided", (row) => moment(row.decidedAt)],
    ],
    data.archivePages,
  );

  const volunteeringSheet = sheet<MyData["volunteering"][number]>(
    "volunteering.csv",
    "The roles you signed up for at the club's meets, and when you were reminded.",
    [
      ["Meet", (row) => row.meet],
      ["Meet's first day", (row) => row.meetDate],
      ["Role", (row) => row.role],
      ["When", (row) => row.time],
      ["Signed up", (row) => moment(row.signedUpAt)],
      ["Reminded", (row) => moment(row.remindedAt)],
    ],
    data.volunteering,
  );

  const nominationsSheet = sheet<MyData["nominations"][number]>(
    "election-nominations.csv",
    "Your nominations in the club's elections: those of you (with your statement) and those you made.",
    [
      ["Election", (row) => row.election],
      ["Office", (row) => row.race],
      ["Of you", (row) => (row.nominatedMe ? "Yes" : "No")],
      ["Made by you", (row) => (row.nominatedByMe ? "Yes" : "No")],
      ["State", (row) => nominationStatusWords[row.status]],
      ["Your statement", (row) => row.statement],
      ["Nominated", (row) => moment(row.at)],
    ],
    data.nominations,
  );

  const votingSheet = sheet<MyData["voterRolls"][number]>(
    "elections.csv",
    "The elections' voter rolls you were on, and whether and how (online or on paper) you voted. How you voted is secret: the club does not know it.",
    [
      ["Election", (row) => row.election],
      ["Record day", (row) => row.recordOn],
      ["Voter", (row) => row.voter],
      ["Voted on", (row) => row.votedOn],
      ["Voted by", (row) => (row.votedBy === null ? null : row.votedBy === "online" ? "Online" : "Paper")],
    ],
    data.voterRolls,
  );

  return [
    profileSheet,
    membershipsSheet,
    paymentsSheet,
    carsSheet,
    historySheet,
    formerCarsSheet,
    registrationsSheet,
    scoreSheetsSheet,
    judgedSheetsSheet,
    officerTermsSheet,
    committeeTermsSheet,
    regionPostsSheet,
    mailSheet,
    privacyChoicesSheet,
    consentsSheet,
    relayedSheet,
    sessionsSheet,
    passkeysSheet,
    claimsSheet,
    petitionsSheet,
    walletSheet,
    listingsSheet,
    marketplaceSentSheet,
    archiveSheet,
    volunteeringSheet,
    nominationsSheet,
    votingSheet,
  ];
}

/** README.txt: what the download is and what each file holds, in plain words. */
function readMe(sheets: Sheet[], data: MyData, { timeZone }: MyDataZipOptions) {
  const lines = [
    "Your data from the club's members portal",
    "",
    `Member number ${data.profile.memberNo}, made ${clubMoment(new Date(data.exportedAt), timeZone)}.`,
    "",
    "Each .csv file opens in a spreadsheet (Excel, Numbers, LibreOffice or Google Sheets): one row per record, with",
    "headings in the first row. Dates are written year-month-day (2026-12-03); times are the club's local time.",
    "Amounts are in US dollars. An empty cell means nothing was given.",
    "",
    "The files:",
    "",
    ...sheets.map((each) => `${each.name}: ${each.about}`),
    "my-data.json: everything above in one file, as the portal's programs read it (for moving your data elsewhere).",
    "README.txt: this note.",
    "",
    "Questions about your data: write to the club office (see Contact us in the portal).",
    "",
  ];
  // Windows line ends, so Notepad shows the lines apart.
  return Buffer.from(lines.join("\r\n"), "utf8");
}

/** The ZIP of the member's data, written as it is sent: README.txt, each CSV, then my-data.json. */
export function myDataZip(data: MyData, options: MyDataZipOptions): Readable {
  const zip = new yazl.ZipFile();
  const sheets = sheetsOf(data, options);
  zip.addBuffer(readMe(sheets, data, options), "README.txt", { mtime: options.now });
  for (const each of sheets) {
    const csv = spreadsheetCsv(each.headings, { bom: true });
    for (const row of each.rows) csv.write(row.map(words));
    csv.end();
    zip.addReadStream(csv, each.name, { mtime: options.now });
  }
  zip.addBuffer(Buffer.from(JSON.stringify(data, null, 2)), "my-data.json", { mtime: options.now });
  zip.end();
  // yazl types its output as a plain stream; the reply sends a Readable, and logs a stream that fails.
  return pipeline(zip.outputStream, new PassThrough(), () => undefined);
}
