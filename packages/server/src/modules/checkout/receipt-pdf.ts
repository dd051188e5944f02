import { convenienceFeeLabel } from "@club/domain/checkout.rules";
import { spelledDay } from "@club/domain/days";
import { paymentMethodLabel } from "@club/domain/member-payments.schema";
import { formatCents } from "@club/domain/money";
import {
  collectPdf,
  contentWidth,
  createLetterDocument,
  type Doc,
  inch,
  ink,
  margin,
  navy,
  rowOnPage,
  type TextStyle,
  writeLine,
} from "../../lib/pdf-letter.ts";

// A member's receipt for one paid invoice (issue 25): one US-Letter page in the letters' large type, a second only
// when an invoice has more lines than fit. It is a few kilobytes drawn in a few milliseconds, so it is drawn on the
// request's thread.

export interface ReceiptClub {
  clubName: string;
  websiteUrl: string;
  /** The office's postal address, a line each; empty when the club has not set one. */
  postalAddress: string[];
  officePhone: string;
  officeEmail: string;
}

export interface Receipt {
  receiptNumber: string;
  memberName: string;
  memberNo: number;
  /** YYYY-MM-DD */
  paidOn: string;
  refunded: boolean;
  items: { description: string; amount: number }[];
  fee: number;
  total: number;
  payments: { method: string; amount: number; on: string }[];
  refunds: { amount: number; on: string; pending: boolean }[];
}

const rowHeight = 20;
const rowAt = (doc: Doc, y: number) => rowOnPage(doc, y, rowHeight);
const amountWidth = 1.4 * inch;
const amountLeft = margin + contentWidth - amountWidth;
const descriptionWidth = contentWidth - amountWidth - 12;
const bold: TextStyle = { font: "Helvetica-Bold" };

export function renderReceipt(club: ReceiptClub, receipt: Receipt): Promise<Buffer> {
  const doc = createLetterDocument({
    Title: `Receipt ${receipt.receiptNumber}`,
    Author: club.clubName,
  });
  const pdf = collectPdf(doc);
  doc.addPage();
  let y = drawHeading(doc, club);
  y = drawReceiptFacts(doc, receipt, y + 18);
  y = drawAmounts(doc, receipt, y + 24);
  y = drawPayments(doc, receipt, y + 24);
  drawFooter(doc, club, y + 24);
  doc.end();
  return pdf;
}

function drawHeading(doc: Doc, club: ReceiptClub): number {
  let y = margin;
  writeLine(doc, club.clubName, margin, y, contentWidth, { font: "Helvetica-Bold", size: 20, color: navy });
  y += 30;
  for (const line of [
    ...club.postalAddress,
    `${club.officePhone}  ·  ${club.officeEmail}`,
    club.websiteUrl,
  ]) {
    writeLine(doc, line, margin, y, contentWidth, {});
    y += 16;
  }
  return y;
}

function drawReceiptFacts(doc: Doc, receipt: Receipt, top: number): number {
  writeLine(doc, "Receipt", margin, top, contentWidth, { font: "Helvetica-Bold", size: 24, color: navy });
  if (receipt.refunded)
    writeLine(doc, "REFUNDED", margin, top + 2, contentWidth, { font: "Helvetica-Bold", size: 20 }, "right");
  const facts = [
    `Receipt number: ${receipt.receiptNumber}`,
    `Date paid: ${spelledDay(receipt.paidOn)}`,
    `Member: ${receipt.memberName}`,
    `Member number: ${receipt.memberNo}`,
  ];
  let y = top + 36;
  for (const fact of facts) {
    writeLine(doc, fact, margin, y, contentWidth, {});
    y += rowHeight;
  }
  return y;
}

function drawAmounts(doc: Doc, receipt: Receipt, top: number): number {
  let y = rowAt(doc, top);
  writeLine(doc, "Item", margin, y, descriptionWidth, bold);
  writeLine(doc, "Amount", amountLeft, y, amountWidth, bold, "right");
  const lines =
    receipt.fee > 0
      ? [
          ...receipt.items,
          {
            description: convenienceFeeLabel({ subtotal: receipt.total - receipt.fee, fee: receipt.fee }),
            amount: receipt.fee,
          },
        ]
      : receipt.items;
  for (const line of lines) {
    y = rowAt(doc, y + rowHeight);
    writeLine(doc, line.description, margin, y, descriptionWidth, {});
    writeLine(doc, formatCents(line.amount), amountLeft, y, amountWidth, {}, "right");
  }
  y = rowAt(doc, y + rowHeight + 4);
  doc
    .moveTo(margin, y - 4)
    .lineTo(margin + contentWidth, y - 4)
    .lineWidth(0.75)
    .stroke(ink);
  writeLine(doc, "Total", margin, y, descriptionWidth, bold);
  writeLine(doc, formatCents(receipt.total), amountLeft, y, amountWidth, bold, "right");
  return y + rowHeight;
}

function drawPayments(doc: Doc, receipt: Receipt, top: number): number {
  let y = top;
  for (const payment of receipt.payments) {
    y = rowAt(doc, y);
    const paid = `Paid ${formatCents(payment.amount)} on ${spelledDay(payment.on)}: ${paymentMethodLabel(payment.method)}`;
    writeLine(doc, paid, margin, y, contentWidth, {});
    y += rowHeight;
  }
  for (const refund of receipt.refunds) {
    y = rowAt(doc, y);
    const givenBack = refund.pending
      ? `Refund of ${formatCents(refund.amount)} requested on ${spelledDay(refund.on)}, on its way`
      : `Refunded ${formatCents(refund.amount)} on ${spelledDay(refund.on)}`;
    writeLine(doc, givenBack, margin, y, contentWidth, bold);
    y += rowHeight;
  }
  return y;
}

function drawFooter(doc: Doc, club: ReceiptClub, top: number) {
  const y = rowAt(doc, top);
  writeLine(doc, `Thank you for supporting ${club.clubName}.`, margin, y, contentWidth, {});
}
