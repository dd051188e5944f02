import { spelledDay } from "@club/domain/days";
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
  qrSize,
  writeBox,
  writeLine,
} from "../../lib/pdf-letter.ts";

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

/** One page per letter, in the given order; `date` (YYYY-MM-DD) is printed on each. */
export async function renderClaimLetters(
  club: ClaimLetterClub,
  letters: ClaimLetter[],
  options: { date: string },
): Promise<Buffer> {
  const doc = createLetterDocument({ Title: "Claim your account: letters", Author: club.clubName });
  const pdf = collectPdf(doc);
  const date = spelledDay(options.date);
  for (const letter of letters) drawLetter(doc, club, letter, date);
  doc.end();
  return pdf;
}

/** "K7QM4TXP9A" as "K7QM4 TXP9A": two groups are easier to read and type. */
export function spacedCode(code: string): string {
  return `${code.slice(0, 5)} ${code.slice(5)}`;
}

function drawLetter(doc: Doc, club: ClaimLetterClub, letter: ClaimLetter, date: string) {
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
  writeBox(doc, "Your membership is now online: please claim your account", margin, 3.85 * inch, 24, {
    font: "Helvetica-Bold",
    size: 14,
    color: navy,
  });
  const paragraph =
    `The ${club.clubName} has moved its membership records to a new members' website. Your account is ready: ` +
    "to start using it, go to the address below (or scan the square code with your phone's camera), type your " +
    "claim code, and choose a password. The code works once, for 30 days.";
  writeBox(doc, paragraph, margin, 4.25 * inch, 64, {});

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
  drawQrCode(doc, `${club.publicUrl}/claim/${letter.code}`, pageWidth - margin - qrSize, top - 6, qrSize);

  const contact =
    `Questions, or no computer at hand? Call the club office on ${club.officePhone} or e-mail ` +
    `${club.officeEmail}: we are glad to help.`;
  writeBox(doc, contact, margin, 7.6 * inch, 40, {});
}
