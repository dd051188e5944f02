import { spelledDay } from "@club/domain/days";
import {
  collectPdf,
  createLetterDocument,
  type Doc,
  drawQrCode,
  inch,
  ink,
  margin,
  navy,
  pageWidth,
  writeLine,
} from "../../lib/pdf-letter.ts";

// The printable membership card (issue 25): a card of credit-card size (85.6 x 54 mm, ISO/IEC 7810 ID-1) on a US
// Letter page, with cut marks at its corners. A page of its own size would be scaled to fit the sheet by most
// printers' defaults; on a Letter page "actual size" is what they print, so the card comes out the right size.

export interface PrintedCard {
  clubName: string;
  name: string;
  memberNo: number;
  planTitle: string;
  duesExpire: string | null;
  lifelong: boolean;
  /** The address the QR code carries, printed under the card too, for a host without a camera. */
  checkUrl: string;
}

const mm = inch / 25.4;
const card = { width: 85.6 * mm, height: 54 * mm, top: 1.6 * inch, pad: 9 };
const qrSize = 25 * mm;
const cutMark = { gap: 4, length: 14 };

export function membershipCardPdf(printed: PrintedCard): Promise<Buffer> {
  const doc = createLetterDocument({ Title: "Membership card", Author: printed.clubName });
  const pdf = collectPdf(doc);
  doc.addPage();
  writeLine(doc, `${printed.clubName}: membership card`, margin, 0.75 * inch, pageWidth - 2 * margin, {
    font: "Helvetica-Bold",
    size: 16,
    color: navy,
  });
  const left = (pageWidth - card.width) / 2;
  drawCard(doc, printed, left, card.top);
  drawCutMarks(doc, left, card.top);
  drawInstructions(doc, printed.checkUrl, card.top + card.height + 0.6 * inch);
  doc.end();
  return pdf;
}

function drawCard(doc: Doc, printed: PrintedCard, left: number, top: number) {
  const { width, height, pad } = card;
  doc
    .roundedRect(left, top, width, height, 3 * mm)
    .lineWidth(0.5)
    .stroke("#888");
  const x = left + pad;
  const fullWidth = width - 2 * pad;
  const textWidth = fullWidth - pad - qrSize;
  writeLine(doc, printed.clubName, x, top + pad, fullWidth, {
    font: "Helvetica-Bold",
    size: 10,
    color: navy,
  });
  doc
    .moveTo(x, top + pad + 14)
    .lineTo(x + fullWidth, top + pad + 14)
    .lineWidth(1)
    .stroke(navy);
  writeLine(doc, printed.name, x, top + 30, fullWidth, { font: "Helvetica-Bold", size: 12 });
  writeLine(doc, `Member no. ${printed.memberNo}`, x, top + 52, textWidth, { size: 10 });
  writeLine(doc, printed.planTitle, x, top + 67, textWidth, { size: 10 });
  drawValidity(doc, printed, x, top + 84, textWidth);
  writeLine(doc, "Scan the code to check", x, top + height - pad - 9, textWidth, { size: 9, color: "#444" });
  drawQrCode(doc, printed.checkUrl, left + width - pad - qrSize, top + 48, qrSize);
}

/** "Valid until" over the date, which is too long for the column on one line; a life member's card says so. */
function drawValidity(doc: Doc, printed: PrintedCard, x: number, y: number, width: number) {
  if (printed.lifelong || printed.duesExpire === null) {
    writeLine(doc, "Life member", x, y, width, { font: "Helvetica-Bold", size: 10 });
    return;
  }
  writeLine(doc, "Valid until", x, y, width, { size: 10 });
  writeLine(doc, spelledDay(printed.duesExpire), x, y + 13, width, { font: "Helvetica-Bold", size: 10 });
}

/** Short lines just outside each corner, along both edges: cut from mark to mark. */
function drawCutMarks(doc: Doc, left: number, top: number) {
  const { gap, length } = cutMark;
  const right = left + card.width;
  const bottom = top + card.height;
  for (const x of [left, right])
    for (const y of [top, bottom]) {
      const outX = x === left ? -1 : 1;
      const outY = y === top ? -1 : 1;
      doc
        .moveTo(x + outX * gap, y)
        .lineTo(x + outX * (gap + length), y)
        .moveTo(x, y + outY * gap)
        .lineTo(x, y + outY * (gap + length));
    }
  doc.lineWidth(0.5).stroke(ink);
}

function drawInstructions(doc: Doc, checkUrl: string, top: number) {
  const width = pageWidth - 2 * margin;
  writeLine(doc, "Print at actual size (100%), then cut along the marks.", margin, top, width, {});
  writeLine(doc, "To check this card, scan its code or open:", margin, top + 22, width, {});
  writeLine(doc, checkUrl, margin, top + 40, width, { font: "Helvetica-Bold", color: navy });
}
