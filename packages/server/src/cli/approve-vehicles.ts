import { clockFor } from "../app.ts";
import { parseConfig } from "../config.ts";
import { openDatabase } from "../db/client.ts";
import { approveVehicles } from "../modules/vehicles/vehicles.service.ts";

// The club's approval of registered cars until an office screen exists: `npm run vehicles:approve -- 12 13`.
// On the embedded database, stop the portal first (one process at a time).
const ids = process.argv.slice(2).map(Number);
if (ids.length === 0 || ids.some((id) => !Number.isInteger(id) || id <= 0)) {
  console.error("Usage: npm run vehicles:approve -- <vehicle id> [<vehicle id> …]");
  process.exit(2);
}
const config = parseConfig(process.env);
const database = await openDatabase(config);
try {
  const approved = (await approveVehicles({ db: database.db, now: clockFor(config) }, ids)).map(
    (row) => row.id,
  );
  const missing = ids.filter((id) => !approved.includes(id));
  console.log(approved.length > 0 ? `Approved: ${approved.join(", ")}` : "Nothing approved");
  if (missing.length > 0) console.error(`No such vehicle: ${missing.join(", ")}`);
  process.exitCode = missing.length > 0 ? 1 : 0;
} finally {
  await database.close();
}
