import type { PostalAddress as LetterAddress } from "@club/domain/postal-address.rules";
import sharp from "sharp";
import { extractImages, extractTextItems, getMeta, type StructuredTextItem } from "unpdf";
import { describe, expect, it } from "vitest";
import { expectedQrModules, qrModulesDrawn } from "../../test/pdf-qr.ts";
import { pdfPageTexts, readPdf } from "../../test/pdf-text.ts";
import {
  type LetterClub,
  type RenewalLetter,
  renderMailingLabels,
  renderRenewalLetters,
} from "./reminder-letters.ts";

const club: LetterClub = {
  clubName: "Classic Car Club of America",
  clubShortName: "CCCA",
  officeEmail: "office@classiccarclub.org",
  officePhone: "(847) 390-0443",
  officeAddress: "1645 Des Plaines River Road, Suite 7A\nDes Plaines, IL 60018",
  websiteUrl: "https://classiccarclub.org",
  logo: null,
};

const hartford: LetterAddress = {
  line1: "12 Elm Street",
  line2: null,
  city: "Hartford",
  state: "US-CT",
  zipCode: "06103",
  country: "US",
};

function renewalLetter(
  memberNo: number,
  name: string,
  overrides: Partial<RenewalLetter> = {},
): RenewalLetter {
  return {
    memberNo,
    name,
    address: hartford,
    headline: "Your membership expires on 31 December 2026",
    duesExpire: "2026-12-31",
    lines: [
      { description: "Active Member (USA)", amount: 7500 },
      { description: "New England region", amount: 2000 },
    ],
    total: 9500,
    renewUrl: `http://localhost:3000/r/K7QM4TXP${memberNo}`,
    ...overrides,
  };
}

const pdfOf = readPdf;
const pageTexts = pdfPageTexts;

/** Pairs of text items whose boxes (from the descender to the ascender) cross: text printed over text. */
function overlappingTexts(items: StructuredTextItem[]) {
  const boxes = items
    .filter((item) => item.str.trim() !== "")
    .map((item) => ({
      text: item.str,
      left: item.x,
      right: item.x + item.width,
      bottom: item.y - 0.2 * item.fontSize,
      top: item.y + 0.72 * item.fontSize,
    }));
  return boxes.flatMap((box, index) =>
    boxes
      .slice(index + 1)
      .filter((other) => box.left < other.right && other.left < box.right)
      .filter((other) => box.bottom < other.top && other.bottom < box.top)
      .map((other) => [box.text, other.text]),
  );
}

describe("renderRenewalLetters", () => {
  const letters = [
    renewalLetter(1041, "James Okafor"),
    renewalLetter(2213, "Margaret Ellison", {
      lines: [{ description: "Senior Member (USA)", amount: 6000 }],
      total: 6000,
    }),
    renewalLetter(377, "Walter Brennan", {
      headline: "Your membership lapsed on 31 December 2025",
      duesExpire: "2025-12-31",
      total: 9500,
    }),
  ];

  it("prints one page per letter, in order, each with its member's name, number, amounts and renewal address", async () => {
    const texts = await pageTexts(await renderRenewalLetters(club, letters, { date: "2026-11-02" }));

    expect(texts).toHaveLength(3);
    const amountsDue = ["$95.00", "$60.00", "$95.00"];
    letters.forEach((letter, index) => {
      const text = texts[index];
      expect(text).toContain(`Dear ${letter.name},`);
      expect(text).toContain(`Member no. ${letter.memberNo}`);
      expect(text).toContain(letter.renewUrl);
      expect(text).toContain(letter.headline);
      expect(text).toContain(`Amount due: ${amountsDue[index]}`);
      for (const other of letters.filter((candidate) => candidate !== letter))
        expect(text).not.toContain(other.name);
    });
    expect(texts[0]).toMatch(/Active Member \(USA\)\s*\$75\.00/);
    expect(texts[0]).toMatch(/New England region\s*\$20\.00/);
    expect(texts[0]).toMatch(/Total\s*\$95\.00/);
    expect(texts[1]).toMatch(/Total\s*\$60\.00/);
    expect(texts[2]).toContain("Dues date: December 31, 2025");
  });

  it("prints the date, the address for the envelope's window, the office's contact details and the slip", async () => {
    const [text] = await pageTexts(
      await renderRenewalLetters(club, letters.slice(0, 1), { date: "2026-11-02" }),
    );

    expect(text).toContain("November 2, 2026");
    expect(text).toMatch(/12 Elm Street\s*Hartford, CT 06103/);
    expect(text).not.toContain("US-CT");
    expect(text).toContain(club.officePhone);
    expect(text).toContain(club.officeEmail);
    expect(text).toContain("Please detach and return this slip with your cheque");
    expect(text).toContain("Cheque enclosed: $______");
    expect(text).toContain("Changes of address:");
  });

  it("prints the office's postal address for the cheque on the slip, below the tear-off line", async () => {
    const pdf = await pdfOf(await renderRenewalLetters(club, letters.slice(0, 1), { date: "2026-11-02" }));

    const [text] = await pageTexts(
      await renderRenewalLetters(club, letters.slice(0, 1), { date: "2026-11-02" }),
    );
    expect(text).toMatch(
      /Post this slip and your cheque to:\s*Classic Car Club of America\s*1645 Des Plaines River Road, Suite 7A\s*Des Plaines, IL 60018/,
    );
    expect(text).toContain("to the address on the slip");
    const { items } = await extractTextItems(pdf);
    const tearOffFromBottom = 792 - 8.05 * 72;
    const address = items[0]?.find((item) => item.str === "Des Plaines, IL 60018");
    expect(address?.y).toBeLessThan(tearOffFromBottom);
    expect(address?.fontSize).toBeGreaterThanOrEqual(12);
  });

  it("keeps the longest postal address the settings allow on the page, clear of the slip's other text", async () => {
    const longest = Array.from({ length: 3 }, (_, line) => `${line}`.repeat(40)).join("\n");
    const pdf = await pdfOf(
      await renderRenewalLetters({ ...club, officeAddress: longest }, letters.slice(0, 1), {
        date: "2026-11-02",
      }),
    );

    const { totalPages, items } = await extractTextItems(pdf);
    expect(totalPages).toBe(1);
    const page = items[0] ?? [];
    expect(overlappingTexts(page)).toEqual([]);
    for (const line of longest.split("\n")) expect(page.map((item) => item.str)).toContain(line);
    // Half an inch of paper below the last line: inside what any printer prints.
    for (const item of page) expect(item.y - 0.2 * item.fontSize).toBeGreaterThan(36);
  });

  it("draws a QR code of its renewal address on each letter, as squares rather than an image", async () => {
    const pdf = await pdfOf(await renderRenewalLetters(club, letters, { date: "2026-11-02" }));

    for (const [index, letter] of letters.entries()) {
      const expected = expectedQrModules(letter.renewUrl);
      expect(await qrModulesDrawn(pdf, index + 1, expected.length)).toEqual(expected);
      expect(await extractImages(pdf, index + 1)).toEqual([]);
    }
  });

  it("sets all text of a letter at 12 points or more, none of it over other text", async () => {
    const { items } = await extractTextItems(
      await pdfOf(await renderRenewalLetters(club, letters, { date: "2026-11-02" })),
    );

    const sizes = items
      .flat()
      .filter((item) => item.str.trim() !== "")
      .map((item) => item.fontSize);
    expect(sizes.length).toBeGreaterThan(0);
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(12);
    for (const page of items) expect(overlappingTexts(page)).toEqual([]);
  });

  it("keeps a letter on one page however long its name, address, headline and plans are", async () => {
    const long = "Alexandrina Victoria Wilhelmina Sophia Cunningham-Montgomery-Fitzwilliam";
    const crowded = renewalLetter(9, long, {
      address: {
        line1: `Apartment 1234, The Old Coach House, ${long} Estate, Long Meadow Lane`,
        line2: "Care of the Estate Office, Building 7, Second Floor, Room 201, North Wing",
        city: "Rancho Santa Margarita de los Angeles del Norte",
        state: "US-CA",
        zipCode: "92688-1234",
        country: "CA",
      },
      headline: `Your membership lapsed on 31 December 2025. ${"We would be so glad to have you back. ".repeat(6)}`,
      lines: Array.from({ length: 12 }, (_, index) => ({
        description: `${long} region ${index}`,
        amount: 2000,
      })),
      total: 24000,
    });
    const pdf = await renderRenewalLetters(club, [crowded, letters[0] as RenewalLetter], {
      date: "2026-11-02",
    });

    const texts = await pageTexts(pdf);
    expect(texts).toHaveLength(2);
    expect(texts[0]).toContain("Member no. 9");
    expect(texts[0]).toContain("Amount due: $240.00");
    expect(texts[0]).toMatch(/8 other plans\s*\$160\.00\s*Total\s*\$240\.00/);
    expect(texts[0]).toContain("CANADA");
    expect(texts[1]).toContain("Dear James Okafor,");
    const { items } = await extractTextItems(await pdfOf(pdf));
    for (const page of items) {
      expect(overlappingTexts(page)).toEqual([]);
      for (const item of page) expect(item.x + item.width).toBeLessThanOrEqual(612);
    }
  });

  it("prints names outside Latin-1, which the standard fonts lack, with their nearest letters", async () => {
    const [text] = await pageTexts(
      await renderRenewalLetters(club, [renewalLetter(5, "Antonín Dvořák O’Neill")], { date: "2026-11-02" }),
    );

    expect(text).toContain("Dear Antonín Dvorák O'Neill,");
  });

  it("draws the club's logo when it has one", async () => {
    const logo = await sharp({ create: { width: 64, height: 40, channels: 3, background: "#8b0000" } })
      .png()
      .toBuffer();
    const withLogo = await pdfOf(
      await renderRenewalLetters({ ...club, logo }, letters, { date: "2026-11-02" }),
    );
    const withEmblem = await pdfOf(await renderRenewalLetters(club, letters, { date: "2026-11-02" }));

    const sizesOf = (images: { width: number; height: number }[]) =>
      images.map((image) => `${image.width}x${image.height}`);
    expect(sizesOf(await extractImages(withLogo, 2))).toContain("64x40");
    expect(sizesOf(await extractImages(withEmblem, 2))).not.toContain("64x40");
  });

  it("names the document and its author", async () => {
    const { info } = await getMeta(
      await pdfOf(await renderRenewalLetters(club, letters, { date: "2026-11-02" })),
    );

    expect(info).toMatchObject({ Title: "Renewal letters", Author: club.clubName });
  });
});

describe("renderMailingLabels", () => {
  const pageHeight = 792;
  const label = { top: 36, left: 13.5, pitch: 198, width: 189, height: 72 };
  const recipients = (count: number) =>
    Array.from({ length: count }, (_, index) => ({ name: `Member Number${index + 1}`, address: hartford }));

  /** Which of the sheet's 30 labels (0 top left, 29 bottom right) a text item sits on, or null between labels. */
  function labelSlotOf(item: { x: number; y: number; width: number }) {
    const column = Math.floor((item.x - label.left) / label.pitch);
    const columnLeft = label.left + column * label.pitch;
    const row = Math.floor((pageHeight - item.y - label.top) / label.height);
    const inside =
      item.x >= columnLeft && item.x + item.width <= columnLeft + label.width && row >= 0 && row < 10;
    return inside ? row * 3 + column : null;
  }

  it("fills a sheet of 30 labels before starting another, in order from the top left", async () => {
    const { totalPages, items } = await extractTextItems(
      await pdfOf(await renderMailingLabels(recipients(31))),
    );

    expect(totalPages).toBe(2);
    const names = items.map((page) =>
      page
        .filter((item) => item.str.startsWith("Member Number"))
        .map((item) => ({ name: item.str, slot: labelSlotOf(item) })),
    );
    expect(names[0]).toEqual(
      Array.from({ length: 30 }, (_, index) => ({ name: `Member Number${index + 1}`, slot: index })),
    );
    expect(names[1]).toEqual([{ name: "Member Number31", slot: 0 }]);
  });

  it("sets the name at the same place on every label, so a sheet lines up across its columns and rows", async () => {
    const { items } = await extractTextItems(await pdfOf(await renderMailingLabels(recipients(30))));

    const offsets = (items[0] ?? [])
      .filter((item) => item.str.startsWith("Member Number"))
      .map((item, index) => ({
        x: item.x - (label.left + (index % 3) * label.pitch),
        y: pageHeight - item.y - (label.top + Math.floor(index / 3) * label.height),
      }));
    const first = offsets[0] ?? { x: Number.NaN, y: Number.NaN };
    expect(offsets).toEqual(
      Array.from({ length: 30 }, () => ({ x: expect.closeTo(first.x, 1), y: expect.closeTo(first.y, 1) })),
    );
  });

  it("fits 30 labels on one sheet", async () => {
    const { numPages: totalPages } = await pdfOf(await renderMailingLabels(recipients(30)));

    expect(totalPages).toBe(1);
  });

  it("prints the address as the post reads it: the state's code, and the country only when abroad", async () => {
    const [text] = await pageTexts(
      await renderMailingLabels([
        { name: "James Okafor", address: hartford },
        {
          name: "Claire Tremblay",
          address: {
            line1: "88 Rue Sainte-Catherine",
            line2: "Apt 4",
            city: "Montreal",
            state: "CA-QC",
            zipCode: "H2X 1K4",
            country: "CA",
          },
        },
      ]),
    );

    expect(text).toMatch(/James Okafor\s*12 Elm Street\s*Hartford, CT 06103\s*Claire Tremblay/);
    expect(text).toMatch(/88 Rue Sainte-Catherine\s*Apt 4\s*Montreal, QC H2X 1K4\s*CANADA/);
    expect(text).not.toMatch(/US-CT|UNITED STATES/);
  });

  it("keeps every line inside its label, however long", async () => {
    const long = "Alexandrina Victoria Wilhelmina Cunningham-Montgomery-Fitzwilliam";
    const crowded = {
      name: long,
      address: {
        line1: `The Old Coach House, ${long} Estate`,
        line2: "Care of the Estate Office, Building 7, Second Floor",
        city: "Rancho Santa Margarita",
        state: "US-CA",
        zipCode: "92688-1234",
        country: "GB",
      },
    };
    const { items } = await extractTextItems(
      await pdfOf(await renderMailingLabels([crowded, crowded, crowded])),
    );

    const slots = items[0]?.filter((item) => item.str.trim() !== "").map(labelSlotOf);
    expect(slots).toHaveLength(15);
    expect(slots?.every((slot) => slot !== null && slot < 3)).toBe(true);
  });
});
