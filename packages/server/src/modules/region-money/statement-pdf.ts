import { spelledDay, spelledMonth } from "@club/domain/days";
import { formatSignedCents } from "@club/domain/money";
import type { StatementFigures } from "@club/domain/region-money.rules";
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

// Issue 42: a region's statement on paper, for the treasurer's books and the region's meeting: the figures as the
// page shows them, the period month by month, and the remittances. The lines themselves (30,000 a year in the largest
// region) are the CSV file's; the paper says so. Drawn in a worker thread (pdf-threads.ts).

export interface StatementPaper extends StatementFigures {
  clubName: string;
  region: { code: string; name: string };
  /** The period's first and last club days, and the day it was printed (YYYY-MM-DD). */
  from: string;
  to: string;
  printedOn: string;
  months: { month: string; collected: number; fees: number; refunded: number }[];
  remittances: { sentOn: string; reference: string; amount: number }[];
  linesTotal: number;
}

const rowHeight = 20;
const rowAt = (doc: Doc, y: number) => rowOnPage(doc, y, rowHeight);
const amountWidth = 1.3 * inch;
const bold: TextStyle = { font: "Helvetica-Bold" };

export function renderRegionStatement(paper: StatementPaper): Promise<Buffer> {
  const doc = createLetterDocument({
    Title: `${paper.region.name}: statement from ${spelledDay(paper.from)} to ${spelledDay(paper.to)}`,
    Author: paper.clubName,
  });
  const pdf = collectPdf(doc);
  doc.addPage();
  let y = drawHeading(doc, paper);
  y = drawFigures(doc, paper, y + 20);
  y = drawMonths(doc, paper, y + 28);
  y = drawRemittances(doc, paper, y + 28);
  const lines = paper.linesTotal === 1 ? "1 line" : `${paper.linesTotal.toLocaleString("en-US")} lines`;
  writeLine(
    doc,
    `The period's ${lines}, payer by payer, are in the statement's CSV file.`,
    margin,
    rowAt(doc, y + 16),
    contentWidth,
    {},
  );
  doc.end();
  return pdf;
}

function drawHeading(doc: Doc, paper: StatementPaper): number {
  writeLine(doc, paper.clubName, margin, margin, contentWidth, {
    font: "Helvetica-Bold",
    size: 14,
    color: navy,
  });
  writeLine(doc, `${paper.region.name} (${paper.region.code})`, margin, margin + 24, contentWidth, {
    font: "Helvetica-Bold",
    size: 22,
    color: navy,
  });
  const y = margin + 58;
  writeLine(
    doc,
    `Statement from ${spelledDay(paper.from)} to ${spelledDay(paper.to)}`,
    margin,
    y,
    contentWidth,
    bold,
  );
  writeLine(doc, `Printed on ${spelledDay(paper.printedOn)}`, margin, y + rowHeight, contentWidth, {});
  return y + 2 * rowHeight;
}

/** Rows of a label and a signed amount; the last one in bold under a rule when `total`. */
function drawRows(doc: Doc, rows: { label: string; amount: number; total?: boolean }[], top: number): number {
  let y = top;
  const amountLeft = margin + contentWidth - amountWidth;
  for (const row of rows) {
    y = rowAt(doc, y);
    if (row.total) {
      doc
        .moveTo(margin, y - 4)
        .lineTo(margin + contentWidth, y - 4)
        .lineWidth(0.75)
        .stroke(ink);
    }
    const style = row.total ? bold : {};
    writeLine(doc, row.label, margin, y, contentWidth - amountWidth - 12, style);
    writeLine(doc, formatSignedCents(row.amount), amountLeft, y, amountWidth, style, "right");
    y += rowHeight;
  }
  return y;
}

function drawFigures(doc: Doc, paper: StatementPaper, top: number): number {
  return drawRows(
    doc,
    [
      { label: `Owed on ${spelledDay(paper.from)}`, amount: paper.openingBalance },
      { label: "Collected", amount: paper.collected },
      { label: "Convenience fees", amount: paper.fees },
      { label: "Refunded", amount: -paper.refunded },
      { label: "Remitted", amount: -paper.remitted },
      { label: `Owed at the end of ${spelledDay(paper.to)}`, amount: paper.owed, total: true },
    ],
    top,
  );
}

function heading(doc: Doc, text: string, top: number): number {
  const y = rowAt(doc, top);
  writeLine(doc, text, margin, y, contentWidth, { font: "Helvetica-Bold", size: 16, color: navy });
  return y + 26;
}

function drawMonths(doc: Doc, paper: StatementPaper, top: number): number {
  let y = heading(doc, "Month by month", top);
  if (paper.months.length === 0) {
    writeLine(
      doc,
      "Nothing was collected or refunded for the region in the period.",
      margin,
      y,
      contentWidth,
      {},
    );
    return y + rowHeight;
  }
  const columns = ["Collected", "Fees", "Refunded"];
  const left = (column: number) => margin + contentWidth - (columns.length - column) * amountWidth;
  writeLine(doc, "Month", margin, y, contentWidth, bold);
  columns.forEach((column, index) => {
    writeLine(doc, column, left(index), y, amountWidth, bold, "right");
  });
  for (const row of paper.months) {
    y = rowAt(doc, y + rowHeight);
    writeLine(doc, spelledMonth(row.month), margin, y, contentWidth - columns.length * amountWidth, {});
    [row.collected, row.fees, -row.refunded].forEach((amount, index) => {
      writeLine(doc, formatSignedCents(amount), left(index), y, amountWidth, {}, "right");
    });
  }
  return y + rowHeight;
}

function drawRemittances(doc: Doc, paper: StatementPaper, top: number): number {
  const y = heading(doc, "Remittances", top);
  if (paper.remittances.length === 0) {
    writeLine(doc, "No money was sent to the region in the period.", margin, y, contentWidth, {});
    return y + rowHeight;
  }
  return drawRows(
    doc,
    paper.remittances.map((remittance) => ({
      label: `${spelledDay(remittance.sentOn)}: ${remittance.reference}`,
      amount: -remittance.amount,
    })),
    y,
  );
}
