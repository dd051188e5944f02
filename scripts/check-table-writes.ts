import { tableWritesOutsideOwner } from "./table-writes.ts";

// `npm run lint`: fails when a server module writes a table another module owns (scripts/table-writes.ts).
const writes = tableWritesOutsideOwner(process.cwd());
for (const write of writes) {
  process.stderr.write(
    `${write.file}:${write.line} writes ${write.table}, a table of the module "${write.owner}": call that module's service instead\n`,
  );
}
if (writes.length > 0) process.exit(1);
process.stdout.write("No module writes another module's tables.\n");
