import type { MeetResults } from "@club/domain/judging.schema";
import {
  resultAwardWords,
  resultCarWords,
  resultEventWords,
  resultOwnerWords,
  resultScoreWords,
} from "@club/domain/meet-results.rules";
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

// Issue 29: a meet's published results for the club's magazine, on US Letter in the letters' plain type: the event,
// then a section per class (its code, name and division) with a table of its cars: car, owner, score, award.

type JudgedClass = MeetResults["classes"][number];

type Font = "Helvetica" | "Helvetica-Bold";

const rowHeight = 18;
const cellSize = 12;
const rowPadding = 4;
const pageBottom = 10.25 * inch;
// The four columns fill the text's width (504pt) with 10pt between them; a long car or name wraps in its cell,
// as the magazine prints it whole.
const columns = [
  { heading: "Car", x: margin, width: 180 },
  { heading: "Owner", x: margin + 190, width: 146 },
  { heading: "Score", x: margin + 346, width: 58, align: "right" },
  { heading: "Award", x: margin + 414, width: 90 },
] as const;
// A class's name and division, then its table's headings and their rule.
const classHeadHeight = 66;

export function renderMeetResults(clubName: string, results: MeetResults): Promise<Buffer> {
  const doc = createLetterDocument({ Title: `Results: ${results.event.title}`, Author: clubName });
  const pdf = collectPdf(doc);
  doc.addPage();
  let y = drawHeading(doc, clubName, results.event);
  for (const judgedClass of results.classes) y = drawClass(doc, judgedClass, y + 24);
  doc.end();
  return pdf;
}

function drawHeading(doc: Doc, clubName: string, event: MeetResults["event"]): number {
  writeLine(doc, clubName, margin, margin, contentWidth, { color: navy });
  // Two lines at most for a long title, rather than one cut short.
  writeBox(doc, `Results: ${event.title}`, margin, margin + 22, 52, {
    font: "Helvetica-Bold",
    size: 20,
    color: navy,
  });
  const y = doc.y + 6;
  writeLine(doc, resultEventWords(event), margin, y, contentWidth, {});
  return y + rowHeight;
}

function drawClass(doc: Doc, judgedClass: JudgedClass, top: number): number {
  // A class's heading never ends a page alone: the class starts on a new page unless its first car fits too.
  let y = top;
  if (y + classHeadHeight + rowHeight > pageBottom) {
    doc.addPage();
    y = margin;
  }
  y = drawClassHead(doc, judgedClass, y, false);
  if (judgedClass.entries.length === 0) {
    writeLine(doc, "No cars were shown in this class.", margin, y, contentWidth, {});
    return y + rowHeight;
  }
  for (const entry of judgedClass.entries) {
    const cells = [
      resultCarWords(entry),
      resultOwnerWords(entry),
      resultScoreWords(entry.score),
      resultAwardWords(entry),
    ];
    const height = rowHeightOf(doc, cells);
    if (y + height > pageBottom) {
      doc.addPage();
      y = drawClassHead(doc, judgedClass, margin, true);
    }
    drawRow(doc, cells, y, "Helvetica");
    y += height;
  }
  return y;
}

/** The class's heading and its table's headings; on a page the class runs on to, "(continued)". */
function drawClassHead(doc: Doc, judgedClass: JudgedClass, top: number, continued: boolean): number {
  const heading = `Class ${judgedClass.code}: ${judgedClass.name}${continued ? " (continued)" : ""}`;
  writeLine(doc, heading, margin, top, contentWidth, { font: "Helvetica-Bold", size: 14, color: navy });
  writeLine(doc, `Division: ${judgedClass.division}`, margin, top + 20, contentWidth, {});
  const y = top + 44;
  drawRow(
    doc,
    columns.map((column) => column.heading),
    y,
    "Helvetica-Bold",
  );
  doc
    .moveTo(margin, y + 15)
    .lineTo(margin + contentWidth, y + 15)
    .lineWidth(0.75)
    .stroke(ink);
  return top + classHeadHeight;
}

/** As tall as its tallest cell, wrapped in its column's width. */
function rowHeightOf(doc: Doc, cells: string[]): number {
  doc.font("Helvetica").fontSize(cellSize);
  const heights = columns.map((column, index) =>
    doc.heightOfString(printable(cells[index] ?? ""), { width: column.width, lineGap: 1 }),
  );
  return Math.max(rowHeight, Math.max(...heights) + rowPadding);
}

function drawRow(doc: Doc, cells: string[], y: number, font: Font) {
  doc.font(font).fontSize(cellSize).fillColor(ink);
  columns.forEach((column, index) => {
    doc.text(printable(cells[index] ?? ""), column.x, y, {
      width: column.width,
      align: "align" in column ? column.align : "left",
      lineGap: 1,
    });
  });
}
