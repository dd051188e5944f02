import { officeRoles } from "@club/domain/office.schema";
import { clockFor } from "../app.ts";
import { parseConfig } from "../config.ts";
import { openDatabase } from "../db/client.ts";
import { addStaff } from "../modules/office/office.service.ts";

// Gives an account a role in the club office: `npm run staff:add -- someone@example.org office_admin`.
// The account must exist (the person joins, or is signed up, first). On the embedded database, stop the portal
// first (one process at a time).
const [email, role] = process.argv.slice(2);
const knownRole = officeRoles.find((known) => known === role);
if (!email || !knownRole) {
  console.error(`Usage: npm run staff:add -- <e-mail> <${officeRoles.join("|")}>`);
  process.exit(2);
}
const config = parseConfig(process.env);
const database = await openDatabase(config);
try {
  await database.migrate();
  const account = await addStaff({ db: database.db, now: clockFor(config) }, email, knownRole);
  if (account) {
    console.log(`${account.firstName} ${account.lastName} <${account.email}> is now ${knownRole}.`);
  } else {
    console.error(`No account with the e-mail ${email}: they join (or reset a password) first.`);
    process.exitCode = 1;
  }
} finally {
  await database.close();
}
