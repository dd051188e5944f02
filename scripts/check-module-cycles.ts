import { codeMap, moduleCycles } from "./module-map.ts";

// `npm run lint`: fails when the server's modules call each other in a loop (issue 39, STYLE.md 16). A loop of
// modules can hide from the file-level cycle check (each file imports one way), so this looks at modules.
const cycles = moduleCycles(codeMap(process.cwd()).calls);
for (const cycle of cycles) {
  process.stderr.write(
    `Module cycle: ${cycle.join(" → ")}. Pass the lower module a function (as app.ts hands vehicles the car's awards) or move the shared piece down.\n`,
  );
}
if (cycles.length > 0) process.exit(1);
process.stdout.write("The server's modules call each other without a cycle.\n");
