import { spelledDay } from "@club/domain/days";
import { formatCents } from "@club/domain/money";
import { type PostalAddress, postalAddressLines } from "@club/domain/postal-address.rules";
import {
  collectPdf,
  contentWidth,
  createLetterDocument,
  type Doc,
  drawQrCode,
  inch,
  ink,
  margin,
  navy,
  pageWidth,
  printable,
  qrSize,
  type TextStyle,
  writeBox,
  writeLine,
} from "../../lib/pdf-letter.ts";

// Renewal letters and Avery 5160 mailing labels, printed by the office and posted to members who do not renew
// online. Only the standard PDF fonts are used (nothing to embed), so text is kept to what their WinAnsi encoding
// can show. Every string is placed on a single line of known width, or in a box of fixed height, because pdfkit
// starts a new page when text runs past the bottom: one letter must stay one sheet of paper.

export interface RenewalLetter {
  memberNo: number;
  /** "James Okafor" (prefix/suffix already joined by the caller) */
  name: string;
  address: PostalAddress;
  /** e.g. "Your membership expires on 31 December 2026" or "Your membership lapsed on 31 December 2025" — one sentence the caller words */
  headline: string;
  /** The membership's dues date, YYYY-MM-DD */
  duesExpire: string;
  /** What renewing costs, by plan: e.g. [{description: "Active Member (USA)", amount: 7500}, {description: "New England region", amount: 2000}] — integer cents */
  lines: { description: string; amount: number }[];
  total: number;
  /** The short renewal URL to print and to encode in the QR code, e.g. "http://localhost:3000/r/K7QM4TXP9A" */
  renewUrl: string;
}

export interface LetterClub {
  clubName: string;
  clubShortName: string;
  officeEmail: string;
  officePhone: string;
  /** Where cheques are posted, a line to each "\n" (the club's name is printed above it) */
  officeAddress: string;
  websiteUrl: string;
  /** PNG or JPEG bytes of the club's logo, or null for the built-in emblem */
  logo: Buffer | null;
}

/** One US-Letter page per letter, in the given order; `options.date`, printed on every letter, is YYYY-MM-DD. */
export function renderRenewalLetters(
  club: LetterClub,
  letters: RenewalLetter[],
  options: { date: string },
): Promise<Buffer> {
  const doc = createLetterDocument({ Title: "Renewal letters", Author: club.clubName });
  const pdf = collectPdf(doc);
  const date = spelledDay(options.date);
  for (const letter of letters) drawLetter(doc, club, letter, date);
  doc.end();
  return pdf;
}

export interface LabelRecipient {
  name: string;
  address: PostalAddress;
}

/** Avery 5160 sheets (US Letter, 3 columns x 10 rows = 30 labels per page, label 2.625in x 1in, top margin 0.5in, side margin 0.1875in, horizontal pitch 2.75in), one label per recipient in order. */
export function renderMailingLabels(recipients: LabelRecipient[]): Promise<Buffer> {
  const doc = createLetterDocument({ Title: "Mailing labels" });
  const pdf = collectPdf(doc);
  recipients.forEach((recipient, index) => {
    drawLabel(doc, index, [recipient.name, ...postalAddressLines(recipient.address)]);
  });
  doc.end();
  return pdf;
}

// ---------------------------------------------------------------------------------------------------------------
// The letter. Distances from the top of the page, in points. The sheet is folded in three (at 3.67in and 7.33in);
// the address sits in the top third where a #10 window envelope (window 4.5in x 1.125in, 0.875in from the left)
// shows it, and the slip below the tear-off line fits a #9 return envelope.

const letterhead = { top: 0.5 * inch, emblemSize: 0.75 * inch };
const addressBlock = { left: 1 * inch, top: 2.125 * inch, width: 3.75 * inch, lineHeight: 14 };
// Room for five plans at 12pt between the paragraph and the renewal address; more are summed on the fifth row.
const amountTable = {
  top: 5.3 * inch,
  rowHeight: 18,
  maxLines: 5,
  width: 4.6 * inch,
  amountWidth: 1.2 * inch,
};
const renewOnlineTop = 7.2 * inch;
const officeContactTop = 7.55 * inch;
const tearOff = 8.05 * inch;
// The club's name and three lines of address (office-settings.schema.ts) fit above the page's bottom margin.
const slipAddressLines = 4;
// The address's column: wide enough for 40 characters of figures at 12pt, the longest line the settings take.
const slipPostTo = { left: 3.1 * inch };

function drawLetter(doc: Doc, club: LetterClub, letter: RenewalLetter, date: string) {
  doc.addPage();
  drawLetterhead(doc, club, date);
  drawAddressBlock(doc, [letter.name, ...postalAddressLines(letter.address)]);
  drawMessage(doc, club, letter);
  drawAmountDue(doc, letter);
  drawRenewOnline(doc, letter.renewUrl);
  drawOfficeContact(doc, club);
  drawReturnSlip(doc, club, letter);
}

function drawLetterhead(doc: Doc, club: LetterClub, date: string) {
  const { top, emblemSize } = letterhead;
  if (club.logo) doc.image(club.logo, margin, top, { fit: [emblemSize, emblemSize] });
  else drawEmblem(doc, margin, top, emblemSize);
  const textLeft = margin + emblemSize + 14;
  const textWidth = pageWidth - margin - textLeft;
  writeLine(doc, club.clubName, textLeft, top + 6, textWidth, {
    font: "Helvetica-Bold",
    size: 20,
    color: navy,
  });
  writeLine(doc, club.websiteUrl, textLeft, top + 32, textWidth, {});
  writeLine(doc, date, margin, top + emblemSize + 24, contentWidth, {}, "right");
}

/** The web's favicon (a white car on a rounded navy square), drawn from the same SVG geometry. */
function drawEmblem(doc: Doc, x: number, y: number, size: number) {
  doc
    .save()
    .translate(x, y)
    .scale(size / 32);
  doc.roundedRect(0, 0, 32, 32, 6).fill(navy);
  doc.path("M4 20v-4l4-1 3.5-4.5h9L24 15l4 1v4z").fill("#fff");
  for (const wheelX of [10, 22]) doc.circle(wheelX, 21, 3.2).lineWidth(1.8).fillAndStroke(navy, "#fff");
  doc.restore();
}

function drawAddressBlock(doc: Doc, lines: string[]) {
  const { left, top, width, lineHeight } = addressBlock;
  lines.forEach((line, index) => {
    writeLine(doc, line, left, top + index * lineHeight, width, {});
  });
}

function drawMessage(doc: Doc, club: LetterClub, letter: RenewalLetter) {
  writeLine(doc, `Dear ${letter.name},`, margin, 3.5 * inch, contentWidth, {});
  writeBox(doc, letter.headline, margin, 3.85 * inch, 36, { font: "Helvetica-Bold", size: 14, color: navy });
  const paragraph =
    `Thank you for being a member of ${club.clubShortName}. You can renew online at the web address below, ` +
    "or by scanning the square QR code with your phone's camera. If you prefer to pay by post, please return the " +
    `slip at the bottom of this page with a cheque payable to ${club.clubName}, to the address on the slip.`;
  writeBox(doc, paragraph, margin, 4.4 * inch, 60, {});
}

function drawAmountDue(doc: Doc, letter: RenewalLetter) {
  const { top, rowHeight, width, amountWidth } = amountTable;
  const rows = amountRows(letter.lines);
  const descriptionWidth = width - amountWidth - 12;
  const amountLeft = margin + width - amountWidth;
  const bold: TextStyle = { font: "Helvetica-Bold" };
  writeLine(doc, "Amount due to renew", margin, top, descriptionWidth, bold);
  rows.forEach((line, index) => {
    const y = top + (index + 1) * rowHeight;
    writeLine(doc, line.description, margin, y, descriptionWidth, {});
    writeLine(doc, formatCents(line.amount), amountLeft, y, amountWidth, {}, "right");
  });
  const totalY = top + (rows.length + 1) * rowHeight + 4;
  doc
    .moveTo(margin, totalY - 3)
    .lineTo(margin + width, totalY - 3)
    .lineWidth(0.75)
    .stroke(ink);
  writeLine(doc, "Total", margin, totalY, descriptionWidth, bold);
  writeLine(doc, formatCents(letter.total), amountLeft, totalY, amountWidth, bold, "right");
}

function amountRows(lines: RenewalLetter["lines"]): RenewalLetter["lines"] {
  if (lines.length <= amountTable.maxLines) return lines;
  const shown = lines.slice(0, amountTable.maxLines - 1);
  const others = lines.slice(amountTable.maxLines - 1);
  const amount = others.reduce((sum, line) => sum + line.amount, 0);
  return [...shown, { description: `${others.length} other plans`, amount }];
}

function drawRenewOnline(doc: Doc, renewUrl: string) {
  const qrLeft = pageWidth - margin - qrSize;
  drawQrCode(doc, renewUrl, qrLeft, amountTable.top - 6, qrSize);
  writeLine(doc, "Renew online at:", margin, renewOnlineTop + 3, contentWidth, {});
  const urlLeft = margin + 1.35 * inch;
  writeLine(doc, renewUrl, urlLeft, renewOnlineTop, pageWidth - margin - urlLeft, {
    font: "Helvetica-Bold",
    size: 16,
    color: navy,
  });
}

function drawOfficeContact(doc: Doc, club: LetterClub) {
  const contact = `Questions? Call the club office on ${club.officePhone} or e-mail ${club.officeEmail}.`;
  writeLine(doc, contact, margin, officeContactTop, contentWidth, {});
}

function drawReturnSlip(doc: Doc, club: LetterClub, letter: RenewalLetter) {
  doc
    .moveTo(0.4 * inch, tearOff)
    .lineTo(pageWidth - 0.4 * inch, tearOff)
    .dash(6, { space: 4 })
    .lineWidth(1)
    .stroke("#555")
    .undash();
  const notice = "Please detach and return this slip with your cheque";
  writeLine(doc, notice, margin, tearOff + 6, contentWidth, {}, "center");

  const top = tearOff + 0.45 * inch;
  const half = contentWidth / 2;
  const right = margin + half;
  writeLine(doc, `${club.clubName}: membership renewal`, margin, top, contentWidth, {
    font: "Helvetica-Bold",
    size: 14,
    color: navy,
  });
  writeLine(doc, `Member: ${letter.name}`, margin, top + 24, half - 12, {});
  writeLine(doc, `Member no. ${letter.memberNo}`, right, top + 24, half, {}, "right");
  writeLine(doc, `Dues date: ${spelledDay(letter.duesExpire)}`, margin, top + 44, half - 12, {});
  writeLine(
    doc,
    `Amount due: ${formatCents(letter.total)}`,
    right,
    top + 44,
    half,
    { font: "Helvetica-Bold" },
    "right",
  );
  const formWidth = slipPostTo.left - 0.15 * inch;
  writeLine(doc, "Cheque enclosed: $______", margin, top + 70, formWidth, {});
  writeLine(doc, "Changes of address:", margin, top + 96, formWidth, {});
  for (const ruleY of [top + 122, top + 146]) {
    doc
      .moveTo(margin, ruleY)
      .lineTo(margin + formWidth, ruleY)
      .lineWidth(0.75)
      .stroke(ink);
  }
  drawPostTo(doc, club, margin + slipPostTo.left, top + 70, contentWidth - slipPostTo.left);
}

/** Where the slip and the cheque go: the club's name over the office's postal address, beside the slip's form. */
function drawPostTo(doc: Doc, club: LetterClub, left: number, top: number, width: number) {
  const lines = [club.clubName, ...club.officeAddress.split("\n")].slice(0, slipAddressLines);
  writeLine(doc, "Post this slip and your cheque to:", left, top, width, { font: "Helvetica-Bold" });
  lines.forEach((line, index) => {
    writeLine(doc, line, left, top + 14 * (index + 1), width, {});
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Avery 5160: 30 labels a sheet, in rows from the top left.

const labelSheet = {
  columns: 3,
  rows: 10,
  top: 0.5 * inch,
  left: 0.1875 * inch,
  columnPitch: 2.75 * inch,
  width: 2.625 * inch,
  height: 1 * inch,
  // Keeps the text off the die-cut edge, where a label printed slightly askew would lose it.
  padX: 0.1 * inch,
  padY: 0.08 * inch,
};
const labelFontSizes = [11, 10.5, 10, 9.5, 9, 8.5];
const smallestLabelFontSize = 8;

function drawLabel(doc: Doc, index: number, lines: string[]) {
  const { columns, rows, top, left, columnPitch, width, height, padX, padY } = labelSheet;
  const slot = index % (columns * rows);
  if (slot === 0) doc.addPage();
  const x = left + (slot % columns) * columnPitch + padX;
  const textWidth = width - 2 * padX;
  const size = labelFontSize(doc, lines, textWidth, height - 2 * padY);
  const lineHeight = doc.font("Helvetica").fontSize(size).currentLineHeight(true);
  const y = top + Math.floor(slot / columns) * height + (height - lines.length * lineHeight) / 2;
  lines.forEach((line, lineIndex) => {
    writeLine(doc, line, x, y + lineIndex * lineHeight, textWidth, { size });
  });
}

/** The largest size at which every line fits the label; below the smallest, long lines are cut instead. */
function labelFontSize(doc: Doc, lines: string[], width: number, height: number): number {
  const fits = (size: number) => {
    doc.font("Helvetica").fontSize(size);
    return (
      lines.length * doc.currentLineHeight(true) <= height &&
      lines.every((line) => doc.widthOfString(printable(line)) <= width)
    );
  };
  return labelFontSizes.find(fits) ?? smallestLabelFontSize;
}
