import { monthNames } from "@club/domain/days";
import { sql } from "drizzle-orm";
import type { Database } from "../packages/server/src/db/client.ts";
import {
  addWords,
  insertIssue,
  savePages,
} from "../packages/server/src/modules/archive/archive.repository.ts";
import { pageClues } from "../packages/server/src/modules/archive/page-clues.ts";
import { seedDirectory } from "./directory-seed.ts";

// Issue 45: the publications archive as it will be once the club's back issues are in, on the benchmarks' club
// (bench/directory-seed.ts: 50,000 members, 30,000 cars): 50 issues of 200 pages over four publications and 60
// years, each page 2,500 to 3,500 characters of a magazine's prose, made from word lists by a generator seeded with
// the page's number, so two seeds are the same pages. The rows are written as the job `archive-issues` writes them
// (its repository's savePages and addWords), read already ("ready"): no file is read, so the keys are made up.

export const archiveFigures = { issues: 50, pagesPerIssue: 200 };
/** The moment the archive bench runs at (the app's clock): its member in good standing (dues to 2027-12-31). */
export const archiveBenchNow = new Date("2027-06-15T12:00:00Z");
/** The seeded issues' file keys start so; an issue uploaded by a bench (its key the portal's) is not the seed's. */
export const seededKeyPrefix = "bench/archive/";

/** The publications, by share of the issues (of ten): the club's magazine most, a region's register least. */
const publications = [
  ["The Classic Car", 4],
  ["The Bulletin", 3],
  ["Torque", 2],
  ["The Regional Register", 1],
] as const;
export const archivePublications = publications.map(([name]) => name);
const publicationOf = (issue: number) => {
  let slot = issue % 10;
  for (const [name, share] of publications) {
    if (slot < share) return name;
    slot -= share;
  }
  return publications[0][0];
};
export const archiveFirstYear = 1965;
const years = 60;

// The words: makes and models of the Classic era, coachbuilders, people, places, and the prose around them.
const makes = [
  "Packard",
  "Duesenberg",
  "Cadillac",
  "Lincoln",
  "Pierce-Arrow",
  "Cord",
  "Auburn",
  "Stutz",
  "Marmon",
  "Rolls-Royce",
  "Bentley",
  "Hispano-Suiza",
  "Isotta Fraschini",
  "Bugatti",
  "Delage",
  "Delahaye",
  "Franklin",
  "Peerless",
  "Chrysler",
  "Lagonda",
  "Mercedes-Benz",
  "LaSalle",
  "Kissel",
  "Ruxton",
  "Horch",
  "Minerva",
  "Voisin",
  "Talbot-Lago",
  "Alfa Romeo",
  "Daimler",
];
const models = [
  "Model J",
  "Twelve",
  "Super Eight",
  "Phantom II",
  "Continental",
  "Boattail Speedster",
  "Dual Cowl Phaeton",
  "Convertible Victoria",
  "Town Car",
  "Sport Sedan",
  "Roadster",
  "Limousine",
  "Club Sedan",
  "Eight",
  "V-16",
  "Silver Ghost",
  "Type 57",
  "Sedanca de Ville",
  "Touring",
  "Coupe",
];
const coachbuilders = [
  "Murphy",
  "LeBaron",
  "Brunn",
  "Derham",
  "Judkins",
  "Willoughby",
  "Rollston",
  "Dietrich",
  "Waterhouse",
  "Fleetwood",
  "Brewster",
  "Locke",
  "Weymann",
  "Saoutchik",
  "Vanden Plas",
  "Barker",
  "Hooper",
  "Park Ward",
];
const places = [
  "Pebble Beach",
  "Hershey",
  "Amelia Island",
  "Greenwich",
  "Meadow Brook",
  "Elkhart Lake",
  "Glenmoor",
  "Keeneland",
  "Radnor Hunt",
  "Lime Rock",
  "Watkins Glen",
  "Dearborn",
  "Hickory Corners",
  "Reno",
  "Scottsdale",
  "Auburn",
];
const firstNames = [
  "Walter",
  "Harriet",
  "George",
  "Ethel",
  "Howard",
  "Margaret",
  "Arthur",
  "Dorothy",
  "Raymond",
  "Helen",
  "Clarence",
  "Frances",
  "Edwin",
  "Ruth",
  "Lloyd",
  "Marjorie",
  "Russell",
  "Evelyn",
  "Chester",
  "Mildred",
];
// Last names and towns from syllables: some 7,000 names, as an archive's many owners, judges and writers, which
// give its vocabulary (the spelling help's words) a realistic size.
const nameStarts = [
  "Ash",
  "Brad",
  "Carl",
  "Dun",
  "Els",
  "Fair",
  "Gold",
  "Hal",
  "Ing",
  "Kirk",
  "Lind",
  "Mor",
  "Nor",
  "Os",
  "Pem",
  "Rad",
  "Sten",
  "Thorn",
  "Wes",
  "Whit",
  "Bren",
  "Cald",
  "Dal",
  "Hart",
  "Lang",
  "Mar",
  "Strat",
  "Wal",
  "Ald",
  "Bex",
];
const nameMiddles = ["", "a", "er", "in", "ow", "el", "ing", "en", "is", "ach", "or", "um"];
const nameEnds = [
  "ton",
  "berg",
  "quist",
  "ley",
  "man",
  "son",
  "field",
  "worth",
  "ridge",
  "by",
  "holm",
  "wood",
  "stead",
  "well",
  "ford",
  "ham",
  "mont",
  "nan",
  "ell",
  "ard",
];
const colors = [
  "maroon",
  "black",
  "cream",
  "ivory",
  "Brewster green",
  "burgundy",
  "silver",
  "dove gray",
  "navy",
];
const parts = [
  "carburetor",
  "distributor",
  "radiator shell",
  "hood ornament",
  "running boards",
  "wire wheels",
  "headlamps",
  "side mounts",
  "trunk rack",
  "clutch",
  "vacuum tank",
  "starter generator",
  "instrument panel",
  "bumpers",
];
const materials = ["leather", "broadcloth", "mohair", "Bedford cord", "wool"];
const awards = [
  "Best in Show",
  "a First in Class",
  "a Senior badge",
  "the Premier award",
  "the Chairman's trophy",
];
const seasons = ["spring", "summer", "autumn", "winter"];
const ordinals = ["first", "second", "third", "fourth"];
/** Words found on few pages: each on about one page in a thousand (about ten of the 10,000). */
export const rareWords = ["Castagna", "Labourdette", "Letourneur", "Kellner", "Erdmann", "Graber", "Vignale"];

/** A small, fast generator (mulberry32): the same seed, the same page. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A magazine page's prose: its sentences picked by the generator seeded with `seed` until the page holds `length`
 * characters (2,500 to 3,500 by default); seven pages in a thousand a note naming one of `rareWords`.
 */
export function archivePageText(seed: number, length?: [number, number]) {
  const next = random(seed * 2654435761);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T;
  const between = (from: number, to: number) => from + Math.floor(next() * (to - from + 1));
  const lastName = () =>
    `${pick(nameStarts)}${pick(nameMiddles)}${pick(nameEnds)}`.replace(/^./, (letter) =>
      letter.toUpperCase(),
    );
  const person = () => `${pick(firstNames)} ${lastName()}`;
  const car = () => `${between(1915, 1948)} ${pick(makes)} ${pick(models)}`;
  const town = () => `${lastName()}ville`;
  const sentences = [
    () =>
      `The ${car()} of ${person()}, bodied by ${pick(coachbuilders)}, took ${pick(awards)} at ${pick(places)} in ${pick(monthNames)}.`,
    () =>
      `${person()} bought the car from its ${pick(ordinals)} owner in ${between(1950, 2020)} and drove it ${between(2, 90) * 100} miles before the restoration began.`,
    () =>
      `Its engine was rebuilt by ${lastName()} and Sons of ${town()}, who also recored the radiator and relined the brakes.`,
    () =>
      `Members gathered at ${pick(places)} for the ${pick(seasons)} tour, where ${between(12, 140)} cars of the Classic era lined the drive.`,
    () =>
      `The body keeps its original paint on the cowl, while the fenders were refinished in ${pick(colors)} lacquer to match.`,
    () =>
      `Letters to the editor: ${person()} writes that the ${pick(makes)} shown in the last issue was delivered new to ${town()}.`,
    () =>
      `Technical notes: adjusting the ${pick(parts)} on a ${pick(makes)} takes patience, a feeler gauge and the factory manual.`,
    () => `Wanted: ${pick(parts)} for a ${car()}; write to ${person()}, ${town()}.`,
    () =>
      `The judges praised the ${pick(colors)} paint, the ${pick(materials)} upholstery and the correct ${pick(parts)} of this car.`,
    () =>
      `After ${between(8, 45)} years in a barn near ${town()}, the ${pick(makes)} returned to the road for the ${pick(places)} meet.`,
    () =>
      `The touring car won its class at Hershey in October, its chassis number ${between(1000, 9_999_999)} matching the factory's record.`,
    () =>
      `Our thanks to ${person()} for the photographs of the ${pick(coachbuilders)} body under construction in ${between(1925, 1940)}.`,
    () =>
      `A word on tires: the ${pick(makes)} wants ${between(6, 8)}.50 by ${between(17, 20)} rims, and the club's register lists which suppliers still make them.`,
    () =>
      `The ${pick(seasons)} meeting of the board heard reports on the treasury, the library of factory literature and the next national tour.`,
  ];
  const target = length ? between(length[0], length[1]) : between(2500, 3500);
  const paragraphs: string[] = [];
  let paragraph: string[] = [];
  let size = 0;
  if (next() < rareWords.length / 1000)
    paragraph.push(
      `A note on ${pick(rareWords)}: the coachbuilder's work is rare in this country, and this is one of few examples.`,
    );
  while (size < target) {
    const text = pick(sentences)();
    paragraph.push(text);
    size += text.length + 1;
    if (paragraph.length >= between(3, 6)) {
      paragraphs.push(paragraph.join(" "));
      paragraph = [];
    }
  }
  if (paragraph.length > 0) paragraphs.push(paragraph.join(" "));
  return paragraphs.join("\n");
}

/** The issues' facts, the i-th of 50 (from 0): its publication, a date over 60 years from 1965, a quarter public. */
export function archiveIssueFacts(issue: number) {
  const year = archiveFirstYear + Math.floor((issue * years) / archiveFigures.issues);
  const month = 1 + ((issue * 5) % 12);
  return {
    publication: publicationOf(issue),
    title: `${monthNames[month - 1]} ${year}`,
    volume: String(year - archiveFirstYear + 1),
    number: String(1 + (issue % 4)),
    issueDate: `${year}-${String(month).padStart(2, "0")}-01`,
    membersOnly: issue % 4 !== 0,
  };
}

/**
 * The benchmarks' club with the archive's 10,000 pages, unless seeded already (an issue a bench uploaded and left
 * behind is deleted first). Returns the e-mail of a member in good standing to search as (the directory's first).
 */
export async function seedArchive(database: Database) {
  const rows = async <Row>(query: ReturnType<typeof sql>) =>
    ((await database.db.execute(query)) as unknown as { rows: Row[] }).rows;
  await database.migrate();
  await database.db.execute(sql`delete from archive_issues where file_key not like ${`${seededKeyPrefix}%`}`);
  const [members] = await rows<{ n: number }>(sql`select count(*)::int as n from members`);
  if (!members?.n) {
    console.log("seeding the directory (50,000 members, 30,000 cars)");
    await seedDirectory(database);
  }
  const [seeded] = await rows<{ n: number }>(sql`select count(*)::int as n from archive_pages`);
  const expected = archiveFigures.issues * archiveFigures.pagesPerIssue;
  if (seeded?.n && seeded.n !== expected)
    throw new Error(
      `${seeded.n} archive pages, not ${expected}: an earlier seed stopped halfway; start from an empty database`,
    );
  if (!seeded?.n) {
    console.log(
      `seeding the archive (${archiveFigures.issues} issues of ${archiveFigures.pagesPerIssue} pages)`,
    );
    await insertArchive(database);
  }
  const [first] = await rows<{ email: string }>(sql`select email from members order by id limit 1`);
  return first?.email as string;
}

async function insertArchive(database: Database) {
  const vocabulary = new Set<string>();
  const created = new Date("2026-01-15T12:00:00Z");
  for (let issue = 0; issue < archiveFigures.issues; issue += 1) {
    const fileKey = `${seededKeyPrefix}${issue + 1}.pdf`;
    await database.db.transaction(async (tx) => {
      const row = await insertIssue(tx, {
        ...archiveIssueFacts(issue),
        fileKey,
        fileName: `issue-${issue + 1}.pdf`,
        fileBytes: 40_000_000,
        pageCount: archiveFigures.pagesPerIssue,
        status: "ready",
        pagesDone: archiveFigures.pagesPerIssue,
        attempts: 1,
        createdAt: created,
        updatedAt: created,
      });
      const pages = Array.from({ length: archiveFigures.pagesPerIssue }, (_, index) => {
        const pageNo = index + 1;
        const text = archivePageText(issue * archiveFigures.pagesPerIssue + pageNo);
        for (const word of pageClues(text).vocabulary) vocabulary.add(word);
        return {
          issueId: row.id,
          pageNo,
          text,
          // One page in ten a scan, read by OCR.
          ocr: pageNo % 10 === 0,
          imageKey: `${fileKey.replace(/\.pdf$/, "")}/${pageNo}-image.webp`,
          thumbnailKey: `${fileKey.replace(/\.pdf$/, "")}/${pageNo}-thumbnail.webp`,
        };
      });
      for (let from = 0; from < pages.length; from += 50) await savePages(tx, pages.slice(from, from + 50));
    });
  }
  const words = [...vocabulary];
  for (let from = 0; from < words.length; from += 5000)
    await addWords(database.db, words.slice(from, from + 5000));
  await database.db.execute(sql`analyze`);
}
