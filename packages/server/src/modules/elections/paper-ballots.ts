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
  writeBox,
  writeLine,
} from "../../lib/pdf-letter.ts";

// Issue 46: a paper ballot, one US-Letter sheet per voter, drawn in a PDF thread (lib/pdf-threads.ts): the address
// where a #10 window envelope shows it, the races with a box for each candidate, the questions with Yes, No and
// Abstain boxes, and the voter's one-time code, which the returning officer keys when the paper comes back; the QR
// code opens the same ballot online (the code is its link), so the voter uses one or the other, never both.

export interface PaperBallotPage {
  name: string;
  addressLines: string[];
  /** The one-time code, grouped for reading ("ABCD-EFGH-23"). */
  code: string;
  /** The ballot online: `${publicUrl}/vote/{code}`. */
  link: string;
}

export interface PaperBallotElection {
  clubName: string;
  title: string;
  votingTo: string;
  races: { title: string; seats: number; candidates: string[] }[];
  questions: { title: string }[];
}

const boxSize = 14;

export async function renderPaperBallots(
  election: PaperBallotElection,
  pages: PaperBallotPage[],
): Promise<Buffer> {
  const doc = createLetterDocument({ Title: `Paper ballots: ${election.title}`, Author: election.clubName });
  const pdf = collectPdf(doc);
  for (const page of pages) drawBallot(doc, election, page);
  doc.end();
  return pdf;
}

function box(doc: Doc, x: number, y: number) {
  doc.save().lineWidth(1.2).rect(x, y, boxSize, boxSize).stroke(ink).restore();
}

function drawBallot(doc: Doc, election: PaperBallotElection, page: PaperBallotPage) {
  doc.addPage();
  writeLine(doc, election.clubName, margin, 0.5 * inch, contentWidth, {
    font: "Helvetica-Bold",
    size: 18,
    color: navy,
  });
  writeLine(doc, `Official ballot: ${election.title}`, margin, 0.5 * inch + 24, contentWidth, {
    font: "Helvetica-Bold",
  });
  [page.name, ...page.addressLines].slice(0, 6).forEach((line, index) => {
    writeLine(doc, line, 1 * inch, 2.125 * inch - 0.5 * inch + index * 14, 3.75 * inch, {});
  });
  const qr = 1.4 * inch;
  drawQrCode(doc, page.link, pageWidth - margin - qr, 1.1 * inch, qr);
  writeLine(
    doc,
    "Your ballot code:",
    pageWidth - margin - 2.6 * inch,
    1.1 * inch + qr + 4,
    2.6 * inch,
    {},
    "right",
  );
  writeLine(
    doc,
    page.code,
    pageWidth - margin - 2.6 * inch,
    1.1 * inch + qr + 20,
    2.6 * inch,
    {
      font: "Helvetica-Bold",
      size: 16,
    },
    "right",
  );
  writeBox(
    doc,
    `Mark a box for each choice, then post this sheet back to the club by the end of ${election.votingTo}. ` +
      "Or scan the square code with a phone to vote online instead: only one of the two counts.",
    margin,
    3.5 * inch,
    32,
    {},
  );
  let y = 4.05 * inch;
  for (const race of election.races) {
    writeLine(doc, `${race.title}: choose up to ${race.seats}`, margin, y, contentWidth, {
      font: "Helvetica-Bold",
      size: 13,
      color: navy,
    });
    y += 20;
    for (const candidate of race.candidates) {
      box(doc, margin, y - 2);
      writeLine(doc, candidate, margin + boxSize + 8, y, contentWidth - boxSize - 8, {});
      y += 20;
    }
    y += 6;
  }
  for (const question of election.questions) {
    writeLine(doc, question.title, margin, y, contentWidth, {
      font: "Helvetica-Bold",
      size: 13,
      color: navy,
    });
    y += 20;
    ["Yes", "No", "Abstain"].forEach((answer, index) => {
      const x = margin + index * 1.5 * inch;
      box(doc, x, y - 2);
      writeLine(doc, answer, x + boxSize + 8, y, 1.2 * inch, {});
    });
    y += 26;
  }
}
