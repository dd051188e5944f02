import { PassThrough, pipeline, type Readable } from "node:stream";
import { convenienceFeeLabel } from "@club/domain/checkout.rules";
import { centsToDecimalString as dollars } from "@club/domain/money";
import type { MyData } from "@club/domain/my-data.schema";
import { vehicleSchema } from "@club/domain/vehicle.schema";
import yazl from "yazl";
import { spreadsheetCsv } from "../../lib/csv.ts";

// Issue 30: the member's data as a ZIP they can open without a programmer: one CSV per section, each safe in a
// spreadsheet (lib/csv.ts escapes a cell that would run as a formula), and my-data.json with everything as the API
// gives it. Amounts are in dollars, as a spreadsheet sums them.

type Row = Record<string, unknown>;
interface Sheet {
  name: string;
  columns: string[];
  rows: Row[];
}

const yesNo = (value: boolean) => (value ? "yes" : "no");
/** A choice reads yes or no in a spreadsheet (the CSV writer's own is 1 or empty). */
const cellsOf = (row: Row) =>
  Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key, typeof value === "boolean" ? yesNo(value) : value]),
  );

function profileSheet({ profile }: MyData): Sheet {
  const { associate, ...fields } = profile;
  const row = {
    ...fields,
    associateFirstName: associate?.firstName ?? null,
    associateLastName: associate?.lastName ?? null,
  };
  return { name: "profile.csv", columns: Object.keys(row), rows: [row] };
}

function membershipsSheet({ membership }: MyData): Sheet {
  const national = {
    kind: "national",
    plan: membership.nationalPlanName,
    yearJoined: membership.yearJoined,
    duesExpire: membership.duesExpire,
    datePaid: membership.datePaid,
    amountPaid: membership.amountPaid === null ? null : dollars(membership.amountPaid),
    renewalDate: membership.renewalDate,
    lifelong: membership.lifelong,
    standing: membership.standing,
    associate: membership.associate !== null,
  };
  const regional = membership.regionalMemberships.map((region) => ({
    kind: "regional",
    plan: `${region.regionName} (${region.regionCode})`,
    duesExpire: region.duesExpire,
    associate: region.associate,
  }));
  return { name: "memberships.csv", columns: Object.keys(national), rows: [national, ...regional] };
}

function paymentsSheet({ payments }: MyData): Sheet {
  const invoiceRows = payments.invoices.flatMap((invoice) => {
    const invoiceFields = {
      orderId: invoice.orderId,
      invoiceKind: invoice.kind,
      invoiceStatus: invoice.status,
      invoiceTotal: dollars(invoice.total),
    };
    return [
      ...invoice.items.map((item) => ({
        ...invoiceFields,
        line: "item",
        description: item.description,
        amount: dollars(item.amount),
        at: invoice.paidAt,
      })),
      ...(invoice.fee > 0
        ? [
            {
              ...invoiceFields,
              line: "fee",
              description: convenienceFeeLabel(invoice),
              amount: dollars(invoice.fee),
            },
          ]
        : []),
      ...invoice.payments.map((payment) => ({
        ...invoiceFields,
        line: "payment",
        method: payment.method,
        amount: dollars(payment.amount),
        at: payment.at,
      })),
      ...invoice.refunds.map((refund) => ({
        ...invoiceFields,
        line: "refund",
        amount: dollars(refund.amount),
        at: refund.at,
        status: refund.status,
      })),
    ];
  });
  const owed = payments.owed;
  const owedRows = owed
    ? owed.items.map((item) => ({
        orderId: owed.orderId,
        invoiceKind: owed.kind,
        invoiceStatus: "owed",
        invoiceTotal: dollars(owed.total),
        line: "item",
        description: item.description,
        amount: dollars(item.amount),
      }))
    : [];
  return {
    name: "payments.csv",
    columns: [
      "orderId",
      "invoiceKind",
      "invoiceStatus",
      "invoiceTotal",
      "line",
      "description",
      "method",
      "amount",
      "at",
      "status",
    ],
    rows: [...owedRows, ...invoiceRows],
  };
}

const carColumns = vehicleSchema.keyof().options.filter((column) => column !== "images");

function carsSheet({ cars }: MyData): Sheet {
  return {
    name: "cars.csv",
    columns: [...carColumns, "photos"],
    rows: cars.map((car) => ({ ...car, photos: car.images.length })),
  };
}

function carHistorySheet({ cars }: MyData): Sheet {
  const rows = cars.flatMap(({ id, history }) => [
    ...history.ownerships.map((owner) => ({
      carId: id,
      car: history.car,
      entry: "owner",
      name: owner.ownerName,
      memberNo: owner.memberNo,
      place: owner.place,
      from: owner.from,
      to: owner.to,
      detail: owner.source,
    })),
    ...history.events.map((event) => ({
      carId: id,
      car: history.car,
      entry: "event",
      name: event.name,
      from: event.date,
    })),
    ...history.awards.map((award) => ({
      carId: id,
      car: history.car,
      entry: "award",
      name: award.eventTitle,
      from: award.date,
      detail: `${award.award} (${award.score})`,
    })),
  ]);
  return {
    name: "car-history.csv",
    columns: ["carId", "car", "entry", "name", "memberNo", "place", "from", "to", "detail"],
    rows,
  };
}

function registrationsSheet({ registrations }: MyData): Sheet {
  return {
    name: "registrations.csv",
    columns: [
      "id",
      "event",
      "dateStart",
      "dateEnd",
      "place",
      "status",
      "car",
      "associate",
      "guests",
      "items",
      "total",
      "checkInCode",
      "checkedInAt",
      "cancelledAt",
      "score",
      "award",
    ],
    rows: registrations.map((registration) => ({
      id: registration.id,
      event: registration.event.title,
      dateStart: registration.event.dateStart,
      dateEnd: registration.event.dateEnd,
      place: registration.event.place,
      status: registration.status,
      car: registration.vehicle
        ? [registration.vehicle.year, registration.vehicle.make, registration.vehicle.model]
            .filter(Boolean)
            .join(" ")
        : null,
      associate: registration.associate,
      guests: registration.guests.map((guest) => `${guest.firstName} ${guest.lastName}`).join("; "),
      items: registration.items.map((item) => `${item.quantity} × ${item.label}`).join("; "),
      total: dollars(registration.total),
      checkInCode: registration.checkInCode,
      checkedInAt: registration.checkedInAt,
      cancelledAt: registration.cancelledAt,
      score: registration.scoreSheets?.score ?? null,
      award: registration.scoreSheets?.award ?? null,
    })),
  };
}

function scoreSheetsSheet({ registrations }: MyData): Sheet {
  return {
    name: "score-sheets.csv",
    columns: [
      "registrationId",
      "event",
      "judge",
      "deductions",
      "totalDeducted",
      "notes",
      "disqualifiedBy",
      "savedAt",
    ],
    rows: registrations.flatMap((registration) =>
      (registration.scoreSheets?.sheets ?? []).map((sheet) => ({
        registrationId: registration.id,
        event: registration.event.title,
        ...sheet,
        deductions: JSON.stringify(sheet.deductions),
      })),
    ),
  };
}

function consentsSheet({ consents }: MyData): Sheet {
  return {
    name: "consents.csv",
    columns: ["at", "kind", "choice", "how", "actor"],
    rows: consents.map((consent) => ({
      ...consent,
      choice: Object.entries(consent.choice)
        .map(([key, value]) => `${key}: ${yesNo(value)}`)
        .join("; "),
    })),
  };
}

function privacyChoicesSheet({ privacyChoices }: MyData): Sheet {
  return { name: "privacy-choices.csv", columns: Object.keys(privacyChoices), rows: [privacyChoices] };
}

function listSheet<Item extends Row>(name: string, columns: (keyof Item & string)[], rows: Item[]): Sheet {
  return { name, columns, rows };
}

/** Issue 39: the claims they made (one row a claim, its papers' names in one cell) and the answers they wrote. */
function claimsSheet({ claims }: MyData): Sheet {
  const made = claims.made.map((claim) => ({
    kind: "claim made",
    car: claim.car,
    text: claim.note,
    papers: claim.documents.map((document) => document.fileName).join("; "),
    status: claim.status,
    reason: claim.reason,
    at: claim.createdAt,
  }));
  const answers = claims.answers.map((answer) => ({
    kind: "answer as owner",
    car: answer.car,
    text: answer.answer,
    papers: null,
    status: null,
    reason: null,
    at: answer.answeredAt,
  }));
  return {
    name: "claims.csv",
    columns: ["kind", "car", "text", "papers", "status", "reason", "at"],
    rows: [...made, ...answers],
  };
}

function sheetsOf(data: MyData): Sheet[] {
  return [
    profileSheet(data),
    membershipsSheet(data),
    paymentsSheet(data),
    carsSheet(data),
    carHistorySheet(data),
    registrationsSheet(data),
    scoreSheetsSheet(data),
    listSheet("mail.csv", ["queuedAt", "sentAt", "subject", "status"], data.mail),
    privacyChoicesSheet(data),
    consentsSheet(data),
    listSheet("relayed-messages.csv", ["direction", "at"], data.relayedMessages),
    listSheet("sessions.csv", ["signedInAt", "lastUsedAt", "expiresAt", "rememberMe"], data.sessions),
    claimsSheet(data),
    listSheet(
      "petitions.csv",
      ["make", "model", "firstYear", "lastYear", "evidence", "status", "reason", "createdAt", "decidedAt"],
      data.petitions,
    ),
  ];
}

/** The ZIP of the member's data, written as it is sent: each CSV, then my-data.json. */
export function myDataZip(data: MyData, now: Date): Readable {
  const zip = new yazl.ZipFile();
  for (const sheet of sheetsOf(data)) {
    const csv = spreadsheetCsv(sheet.columns);
    for (const row of sheet.rows) csv.write(cellsOf(row));
    csv.end();
    zip.addReadStream(csv, sheet.name, { mtime: now });
  }
  zip.addBuffer(Buffer.from(JSON.stringify(data, null, 2)), "my-data.json", { mtime: now });
  zip.end();
  // yazl types its output as a plain stream; the reply sends a Readable, and logs a stream that fails.
  return pipeline(zip.outputStream, new PassThrough(), () => undefined);
}
