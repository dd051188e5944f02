import { officeRoles } from "@club/domain/own-profile.schema";
import { clockFor } from "../app.ts";
import { parseConfig } from "../config.ts";
import { openDatabase } from "../db/client.ts";
import { addStaff } from "../modules/office/office.service.ts";

// Gives someone a role in the club office: `npm run staff:add -- someone@example.org office_admin "Ada Lovelace"`.
// Staff need not be members: without an account for the address, one is made (the name is then needed), and its
// owner chooses a password with "Forgot your password?" on the sign-in page; its number is the next of the office
// accounts' range (900001 up, issue 23). On the embedded database, stop the portal first (one process at a time).
const [email, role, ...nameWords] = process.argv.slice(2);
const knownRole = officeRoles.find((known) => known === role);
if (!email?.includes("@") || !knownRole) {
  console.error(
    `Usage: npm run staff:add -- <e-mail> <${officeRoles.join("|")}> ["First Last" for a new account]`,
  );
  process.exit(2);
}
const [firstName = "", ...last] = nameWords.join(" ").trim().split(/\s+/);
const config = parseConfig(process.env);
const database = await openDatabase(config);
try {
  await database.migrate();
  const context = { db: database.db, now: clockFor(config) };
  const name = { firstName, lastName: last.join(" ") };
  const added = await addStaff(context, email, knownRole, name);
  if (!added) {
    console.error(`No account uses ${email} yet: give the person's name to make one, e.g. "Ada Lovelace".`);
    process.exitCode = 1;
  } else {
    const { account, created } = added;
    console.log(
      `${account.firstName} ${account.lastName} <${account.email}> (no. ${account.memberNo}) is now ${knownRole}.`,
    );
    if (created)
      console.log(
        `A new account: they choose a password with "Forgot your password?" at ${config.publicUrl}/login, then find Office in the header.`,
      );
  }
} finally {
  await database.close();
}
