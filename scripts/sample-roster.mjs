// Writes docs/samples/roster-1000.csv and docs/samples/roster-cars.csv: a roster as another membership system
// exports it (its own column names, US dates), with a few rows the import rejects, to try the office's import
// (issue 16). Deterministic: the same files every time. `node scripts/sample-roster.mjs`.
import { writeFileSync } from "node:fs";

let seed = 1932;
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};
const pick = (list) => list[Math.floor(random() * list.length)];

const firstNames = [
  "Arthur",
  "Beatrice",
  "Charles",
  "Dorothy",
  "Edward",
  "Frances",
  "George",
  "Helen",
  "Irving",
  "Josephine",
  "Kenneth",
  "Louise",
  "Martin",
  "Nora",
  "Oscar",
  "Pauline",
  "Raymond",
  "Sylvia",
  "Theodore",
  "Vera",
];
const lastNames = [
  "Abernathy",
  "Bancroft",
  "Carrington",
  "Delacroix",
  "Ellsworth",
  "Fairbanks",
  "Gable",
  "Hartley",
  "Ingersoll",
  "Jessup",
  "Kensington",
  "Lockwood",
  "Marlowe",
  "Northcott",
  "Osgood",
  "Pemberton",
  "Quimby",
  "Radcliffe",
  "Sinclair",
  "Thornbury",
  "Underhill",
  "Vandermeer",
  "Whitcombe",
  "Yardley",
];
const places = [
  ["Evanston", "Illinois", "60201", "Greater Illinois"],
  ["Naperville", "IL", "60540", "Greater Illinois"],
  ["Greenwich", "Connecticut", "06830", "New England"],
  ["Concord", "MA", "01742", "New England"],
  ["Pasadena", "California", "91101", "Southern California"],
  ["Scottsdale", "AZ", "85251", "Arizona"],
  ["Grosse Pointe", "Michigan", "48230", "Michigan"],
  ["Minneapolis", "MN", "55401", "Upper Midwest"],
  ["Toronto", "Ontario", "M5J 2L2", "Canadian"],
];
const makes = [
  "Packard",
  "Cadillac",
  "Lincoln",
  "Pierce-Arrow",
  "Duesenberg",
  "Rolls-Royce",
  "Stutz",
  "Auburn",
];
const models = [
  "Twelve",
  "V-16",
  "Model K",
  "Silver Arrow",
  "Model J",
  "Phantom II",
  "DV-32",
  "851 Speedster",
];
const bodies = ["Sport Phaeton", "Town Car", "Convertible Victoria", "Club Sedan", "Roadster", "Limousine"];
const coachbuilders = ["Dietrich", "Fleetwood", "LeBaron", "Brunn", "Murphy", "Rollston", "Judkins", ""];

const quote = (value) => (/[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
const line = (cells) => cells.map((cell) => quote(String(cell))).join(",");

const header = [
  "Member ID",
  "First name",
  "Last name",
  "e-Mail",
  "Address 1",
  "City",
  "State/Province",
  "Postal code",
  "Country",
  "Handy",
  "Membership level",
  "Renewal due",
  "Member since",
  "Spouse",
  "Chapter",
];
const rows = [];
for (let i = 0; i < 1000; i += 1) {
  const first = pick(firstNames);
  const last = pick(lastNames);
  const [city, state, zip, chapter] = pick(places);
  const canadian = chapter === "Canadian";
  let email = `${first}.${last}.${20001 + i}@example.com`.toLowerCase();
  let plan = canadian ? "Active Member (Canada)" : "Active Member (USA)";
  let due = `12/31/${2026 + Math.floor(random() * 2)}`;
  // A few rows to fix: an impossible date, a level the club does not have, an e-mail given twice.
  if (i % 200 === 17) due = "13/45/2026";
  if (i % 250 === 41) plan = "Gold Patron";
  if (i % 400 === 99) email = rows.length > 0 ? rows[0][3] : email;
  rows.push([
    20001 + i,
    first,
    last,
    email,
    `${100 + i} ${pick(["Elm", "Oak", "Maple", "Lake"])} Street`,
    city,
    state,
    zip,
    canadian ? "Canada" : "United States",
    `(555) 01${String(i % 100).padStart(2, "0")}`,
    plan,
    due,
    1960 + Math.floor(random() * 60),
    random() < 0.3 ? `${pick(firstNames)} ${last}` : "",
    random() < 0.8 ? chapter : "",
  ]);
}
writeFileSync("docs/samples/roster-1000.csv", `${[line(header), ...rows.map(line)].join("\r\n")}\r\n`);

const carHeader = ["Member ID", "Year", "Marque", "Model", "Body", "Coachbuilder", "Engine #", "Approved"];
const cars = [];
for (let i = 0; i < 600; i += 1) {
  cars.push([
    20001 + Math.floor(random() * 1000),
    1925 + Math.floor(random() * 20),
    pick(makes),
    pick(models),
    pick(bodies),
    pick(coachbuilders),
    `E${10000 + i}`,
    random() < 0.7 ? "Yes" : "No",
  ]);
}
writeFileSync("docs/samples/roster-cars.csv", `${[line(carHeader), ...cars.map(line)].join("\r\n")}\r\n`);
