import PDFDocument from "pdfkit";
import QRCode from "qrcode";

// Issue 16: the letter that invites an imported member without e-mail to claim their account, one US-Letter page
// each, in the style of the renewal letters (modules/reminders/reminder-letters.ts): the standard PDF fonts only,
// every string on one line of known width or in a box of fixed height, so a letter stays one sheet of paper. The
// address sits where a #10 window envelope shows it.

export interface ClaimLetter {
  /** "Ada Lovelace" (prefix and suffix already joined by the caller) */
  name: string;
  /** The address lines under the name, as the post wants them. */
  addressLines: string[];
  /** The 10-character claim code, e.g. "K7QM4TXP9A". */
  code: string;
}

export interface ClaimLetterClub {
  clubName: string;
  officeEmail: string;
  officePhone: string;
  websiteUrl: string;
  /** The portal's address, e.g. "https://members.classiccarclub.org": the claim page is `${publicUrl}/claim`. */
  publicUrl: string;
}

type Doc = PDFKit.PDFDocument;
type Font = "Helvetica" | "Helvetica-Bold";
interface TextStyle {
  font?: Font;
  size?: number;
  color?: string;
}

const inch = 72;
const pageWidth = 8.5 * inch;
const navy = "#1c3d5a";
const ink = "#1a1a1a";
// Members are mostly over 65: nothing on a letter is set smaller than this.
const bodySize = 12;
const margin = 0.75 * inch;
const contentWidth = pageWidth - 2 * margin;
const ellipsis = "...";
const qrSize = 1.75 * inch;

/** One page per letter, in the given order; `date` (YYYY-MM-DD) is printed on each. */
export async function renderClaimLetters(
  club: ClaimLetterClub,
  letters: ClaimLetter[],
  options: { date: string },
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "LETTER",
    margin: 0,
    autoFirstPage: false,
    info: { Title: "Claim your account: letters", Author: club.clubName },
  });
  const pdf = collectPdf(doc);
  const date = longDate(options.date);
  for (const letter of letters) {
    const qrCode = await QRCode.toBuffer(`${club.publicUrl}/claim/${letter.code}`, {
      type: "png",
      margin: 1,
      width: 360,
    });
    drawLetter(doc, club, letter, qrCode, date);
  }
  doc.end();
  return pdf;
}

/** "K7QM4TXP9A" as "K7QM4 TXP9A": two groups are easier to read and type. */
export function spacedCode(code: string): string {
  return `${code.slice(0, 5)} ${code.slice(5)}`;
}

function drawLetter(doc: Doc, club: ClaimLetterClub, letter: ClaimLetter, qrCode: Buffer, date: string) {
  doc.addPage();
  writeLine(doc, club.clubName, margin, 0.5 * inch, contentWidth, {
    font: "Helvetica-Bold",
    size: 20,
    color: navy,
  });
  writeLine(doc, club.websiteUrl, margin, 0.5 * inch + 26, contentWidth, {});
  writeLine(doc, date, margin, 1.5 * inch, contentWidth, {}, "right");

  // The window of a #10 envelope: 0.875in from the left, 2in down.
  [letter.name, ...letter.addressLines].slice(0, 6).forEach((line, index) => {
    writeLine(doc, line, 1 * inch, 2.125 * inch + index * 14, 3.75 * inch, {});
  });

  writeLine(doc, `Dear ${letter.name},`, margin, 3.5 * inch, contentWidth, {});
  writeBox(doc, "Your membership is now online: please claim your account", 3.85 * inch, 24, {
    font: "Helvetica-Bold",
    size: 14,
    color: navy,
  });
  const paragraph =
    `The ${club.clubName} has moved its membership records to a new members' website. Your account is ready: ` +
    "to start using it, go to the address below (or scan the square code with your phone's camera), type your " +
    "claim code, and choose a password. The code works once, for 30 days.";
  writeBox(doc, paragraph, 4.25 * inch, 64, {});

  const top = 5.35 * inch;
  const textWidth = contentWidth - qrSize - 18;
  writeLine(doc, "Go to:", margin, top, textWidth, {});
  writeLine(doc, `${club.publicUrl}/claim`, margin, top + 18, textWidth, {
    font: "Helvetica-Bold",
    size: 16,
    color: navy,
  });
  writeLine(doc, "Your claim code:", margin, top + 54, textWidth, {});
  writeLine(doc, spacedCode(letter.code), margin, top + 72, textWidth, {
    font: "Helvetica-Bold",
    size: 32,
    color: ink,
  });
  doc.image(qrCode, pageWidth - margin - qrSize, top - 6, { width: qrSize, height: qrSize });

  const contact =
    `Questions, or no computer at hand? Call the club office on ${club.officePhone} or e-mail ` +
    `${club.officeEmail}: we are glad to help.`;
  writeBox(doc, contact, 7.6 * inch, 40, {});
}

/** Listens before anything is drawn, so no chunk of the stream is missed. */
function collectPdf(doc: Doc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
}

const longDateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

function longDate(isoDate: string): string {
  return longDateFormat.format(new Date(`${isoDate}T00:00:00Z`));
}

/** One line that never wraps: cut with "..." when it is wider than `width`. */
function writeLine(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  width: number,
  style: TextStyle,
  align: "left" | "right" = "left",
) {
  applyStyle(doc, style);
  let line = printable(text);
  if (doc.widthOfString(line) > width) {
    while (line.length > 0 && doc.widthOfString(`${line}${ellipsis}`) > width) line = line.slice(0, -1);
    line = `${line.trimEnd()}${ellipsis}`;
  }
  const offset = align === "right" ? width - doc.widthOfString(line) : 0;
  doc.text(line, x + offset, y, { lineBreak: false });
}

/** Wrapped text inside a box: with a height, pdfkit ends the last line with an ellipsis instead of a new page. */
function writeBox(doc: Doc, text: string, y: number, height: number, style: TextStyle) {
  applyStyle(doc, style);
  doc.text(printable(text), margin, y, { width: contentWidth, height, ellipsis, lineGap: 1 });
}

function applyStyle(doc: Doc, { font = "Helvetica", size = bodySize, color = ink }: TextStyle) {
  doc.font(font).fontSize(size).fillColor(color);
}

const typographic: Record<string, string> = { "‘": "'", "’": "'", "“": '"', "”": '"', "–": "-", "—": "-" };

/** The standard fonts encode Latin-1 only: accents come off other letters, and what is left becomes "?". */
function printable(text: string): string {
  return Array.from(text.normalize("NFC"), (char) => {
    if (char.charCodeAt(0) <= 0xff) return char;
    const bare = char.normalize("NFD").replace(/\p{M}/gu, "");
    return typographic[char] ?? (bare.length === 1 && bare.charCodeAt(0) <= 0xff ? bare : "?");
  }).join("");
}
