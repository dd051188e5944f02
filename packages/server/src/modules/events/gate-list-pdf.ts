import {
  collectPdf,
  contentWidth,
  createLetterDocument,
  type Doc,
  inch,
  ink,
  margin,
  navy,
  printable,
  writeBox,
  writeLine,
} from "../../lib/pdf-letter.ts";

// Issue 40: the gate's list on paper, for when the phone at the gate dies or has no signal: every confirmed place by
// the member's last name, with who comes with them and what they bought, and a box to tick as each arrives.

export interface GateListEntry {
  /** "Whitfield, Margaret": as the list is read, by last name. */
  name: string;
  /** "Member no. 10001", the car, the associate, the guests, the items: each a line of its own. */
  details: string[];
  /** "Checked in at 9:49 AM Central Time" when the phone had already checked them in. */
  checkedIn: string | null;
}

export interface GateListSheet {
  clubName: string;
  eventTitle: string;
  eventDays: string;
  /** "Printed at 9:49 PM Central Time on 2026-12-03: 12 places, 19 people." */
  summary: string;
}

const pageBottom = 10.25 * inch;
const nameSize = 14;
const detailSize = 12;
const box = 14;
// The text starts right of the tick box.
const textX = margin + box + 12;
const textWidth = contentWidth - box - 12;
const entryGap = 10;

export function renderGateList(sheet: GateListSheet, entries: GateListEntry[]): Promise<Buffer> {
  const doc = createLetterDocument({ Title: `Gate list: ${sheet.eventTitle}`, Author: sheet.clubName });
  const pdf = collectPdf(doc);
  doc.addPage();
  let y = drawHeading(doc, sheet, false);
  if (entries.length === 0)
    writeLine(doc, "Nobody has a confirmed place at this event yet.", margin, y, contentWidth, {});
  for (const entry of entries) {
    const height = entryHeight(doc, entry);
    if (y + height > pageBottom) {
      doc.addPage();
      y = drawHeading(doc, sheet, true);
    }
    drawEntry(doc, entry, y);
    y += height + entryGap;
  }
  doc.end();
  return pdf;
}

function drawHeading(doc: Doc, sheet: GateListSheet, continued: boolean): number {
  writeLine(doc, sheet.clubName, margin, margin, contentWidth, { color: navy });
  writeBox(doc, `Gate list: ${sheet.eventTitle}${continued ? " (continued)" : ""}`, margin, margin + 22, 52, {
    font: "Helvetica-Bold",
    size: 20,
    color: navy,
  });
  let y = doc.y + 6;
  writeLine(doc, sheet.eventDays, margin, y, contentWidth, {});
  y += 18;
  if (!continued) {
    writeBox(doc, sheet.summary, margin, y, 32, {});
    y = doc.y + 4;
  }
  doc
    .moveTo(margin, y + 4)
    .lineTo(margin + contentWidth, y + 4)
    .lineWidth(0.75)
    .stroke(ink);
  return y + 16;
}

function linesOf(entry: GateListEntry): string[] {
  return entry.checkedIn ? [...entry.details, entry.checkedIn] : entry.details;
}

function entryHeight(doc: Doc, entry: GateListEntry): number {
  doc.font("Helvetica-Bold").fontSize(nameSize);
  let height = doc.heightOfString(printable(entry.name), { width: textWidth });
  doc.font("Helvetica").fontSize(detailSize);
  for (const line of linesOf(entry)) height += doc.heightOfString(printable(line), { width: textWidth });
  return height;
}

/** The tick box, the name in bold, then each detail wrapped in the text's width; the time if already in. */
function drawEntry(doc: Doc, entry: GateListEntry, top: number) {
  doc.rect(margin, top, box, box).lineWidth(1).stroke(ink);
  doc.font("Helvetica-Bold").fontSize(nameSize).fillColor(ink);
  doc.text(printable(entry.name), textX, top, { width: textWidth });
  doc.font("Helvetica").fontSize(detailSize);
  for (const line of linesOf(entry)) doc.text(printable(line), textX, doc.y, { width: textWidth });
}
