import {
  collectPdf,
  contentWidth,
  createLetterDocument,
  type Doc,
  inch,
  margin,
  navy,
  printable,
  writeLine,
} from "../../lib/pdf-letter.ts";

// Issue 28: an event's name badges, printed by the office on Avery 5395 adhesive badge sheets. Every line is set on
// one line of the badge's width: a long name is set smaller until it fits (cut only below a size still readable), so
// nothing runs over the die-cut edge onto the next badge.

export interface NameBadge {
  firstName: string;
  /** The full name, under the first name. */
  name: string;
  /** What else the badge says, in order and worded by the caller: "Member no. 10001", the car, "Guest of …". */
  lines: string[];
}

export interface BadgeSheet {
  clubName: string;
  eventTitle: string;
}

// Avery 5395 (its published template, as glabels carries it): US Letter, 2 columns x 4 rows of 3 3/8in x 2 1/3in
// badges, the first 0.6875in from the left and 0.5833in from the top, the next 3.75in across and 2.5in down (gaps of
// 0.375in and 0.1667in), with corners rounded to 3/16in.
const avery5395 = {
  columns: 2,
  rows: 4,
  width: 3.375 * inch,
  height: (7 / 3) * inch,
  left: 0.6875 * inch,
  top: (7 / 12) * inch,
  columnPitch: 3.75 * inch,
  rowPitch: 2.5 * inch,
  // Keeps the text clear of the rounded corners, and of the edge when a sheet feeds slightly askew.
  pad: 0.1875 * inch,
};
const perSheet = avery5395.columns * avery5395.rows;

type Font = "Helvetica" | "Helvetica-Bold";
interface LineStyle {
  font: Font;
  /** The size the line is set at when it fits, and the smallest it shrinks to before it is cut. */
  size: number;
  smallest: number;
  color?: string;
}

// Where each line starts, down from the badge's top edge (the badge is 168pt tall, the title ends a padding above it).
const firstNameLine = {
  top: 16,
  style: { font: "Helvetica-Bold", size: 40, smallest: 16, color: navy },
} as const;
const fullNameLine = { top: 66, style: { font: "Helvetica-Bold", size: 16, smallest: 9 } } as const;
const detailLines = { top: 92, step: 16, style: { font: "Helvetica", size: 12, smallest: 8 } } as const;
const eventTitleLine = {
  top: 142,
  style: { font: "Helvetica", size: 10, smallest: 7, color: navy },
} as const;

export function renderNameBadges(sheet: BadgeSheet, badges: NameBadge[]): Promise<Buffer> {
  const doc = createLetterDocument({ Title: `Name badges: ${sheet.eventTitle}`, Author: sheet.clubName });
  const pdf = collectPdf(doc);
  if (badges.length === 0) drawNobodyRegistered(doc, sheet);
  badges.forEach((badge, index) => {
    drawBadge(doc, sheet, badge, index);
  });
  doc.end();
  return pdf;
}

/** A file that opens and says why it holds no badges, rather than an empty one the office would wonder about. */
function drawNobodyRegistered(doc: Doc, sheet: BadgeSheet) {
  doc.addPage();
  writeLine(doc, `Name badges: ${sheet.eventTitle}`, margin, margin, contentWidth, {
    font: "Helvetica-Bold",
    size: 20,
    color: navy,
  });
  writeLine(
    doc,
    "Nobody has a confirmed place at this event yet: there are no badges to print.",
    margin,
    margin + 36,
    contentWidth,
    {},
  );
}

/** The badge in the next free place, across each row then down, on a new sheet after every eighth. */
function drawBadge(doc: Doc, sheet: BadgeSheet, badge: NameBadge, index: number) {
  const { columns, width, left, top, columnPitch, rowPitch, pad } = avery5395;
  const slot = index % perSheet;
  if (slot === 0) doc.addPage();
  const x = left + (slot % columns) * columnPitch + pad;
  const y = top + Math.floor(slot / columns) * rowPitch;
  const textWidth = width - 2 * pad;
  writeFitted(doc, badge.firstName, x, y + firstNameLine.top, textWidth, firstNameLine.style);
  writeFitted(doc, badge.name, x, y + fullNameLine.top, textWidth, fullNameLine.style);
  badge.lines.forEach((line, lineIndex) => {
    writeFitted(
      doc,
      line,
      x,
      y + detailLines.top + lineIndex * detailLines.step,
      textWidth,
      detailLines.style,
    );
  });
  writeFitted(doc, sheet.eventTitle, x, y + eventTitleLine.top, textWidth, eventTitleLine.style);
}

/** One centred line, set smaller when it is too wide; a smaller line sits in the middle of the full size's height. */
function writeFitted(doc: Doc, text: string, x: number, y: number, width: number, style: LineStyle) {
  const size = fittingSize(doc, text, width, style);
  writeLine(
    doc,
    text,
    x,
    y + (style.size - size) / 2,
    width,
    { font: style.font, size, color: style.color },
    "center",
  );
}

/** A string's width grows with the font size: the size that fits is the full size scaled by how much too wide it is. */
function fittingSize(doc: Doc, text: string, width: number, style: LineStyle): number {
  const fullWidth = doc.font(style.font).fontSize(style.size).widthOfString(printable(text));
  if (fullWidth <= width) return style.size;
  // Rounded down to a tenth of a point, so rounding never leaves it a hair too wide.
  return Math.max(style.smallest, Math.floor(((style.size * width) / fullWidth) * 10) / 10);
}
