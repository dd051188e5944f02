import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { cruise, type IConfiguration, type ICruiseResult } from "dependency-cruiser";
import { describe, expect, it } from "vitest";

// The direction of imports that `npm run lint` enforces (.dependency-cruiser.cjs), tried on a small tree that
// breaks each rule once, next to imports the rules allow.
const config = createRequire(import.meta.url)("../.dependency-cruiser.cjs") as IConfiguration;

function tree(files: Record<string, string>) {
  const root = mkdtempSync(path.join(tmpdir(), "import-rules-"));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

async function violationsIn(root: string) {
  const { output } = await cruise(["packages"], {
    ...config.options,
    ruleSet: { forbidden: config.forbidden },
    validate: true,
    baseDir: root,
  });
  return (output as ICruiseResult).summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`);
}

describe("the import rules", () => {
  it("refuse a feature importing another feature and a module reaching into another's repository or routes", async () => {
    const root = tree({
      "packages/web/src/features/renewal/renewal-page.ts":
        'import { step } from "../join/join-step.ts";\nstep;\n',
      "packages/web/src/features/join/join-step.ts":
        'import { shell } from "../../checkout/wizard-shell.ts";\nexport const step = shell;\n',
      "packages/web/src/checkout/wizard-shell.ts": "export const shell = 1;\n",
      "packages/server/src/modules/members/join.service.ts":
        'import { insertInvoice } from "../checkout/invoices.repository.ts";\nimport { openInvoice } from "../checkout/invoices.service.ts";\ninsertInvoice; openInvoice;\n',
      "packages/server/src/modules/members/members.routes.ts":
        'import { paymentsRoutes } from "../checkout/payments.routes.ts";\npaymentsRoutes;\n',
      "packages/server/src/modules/checkout/invoices.repository.ts": "export const insertInvoice = 1;\n",
      "packages/server/src/modules/checkout/invoices.service.ts":
        'import { insertInvoice } from "./invoices.repository.ts";\nexport const openInvoice = insertInvoice;\n',
      "packages/server/src/modules/checkout/payments.routes.ts": "export const paymentsRoutes = 1;\n",
    });
    expect((await violationsIn(root)).sort()).toEqual([
      "server-module-reaches-into-module: packages/server/src/modules/members/join.service.ts → packages/server/src/modules/checkout/invoices.repository.ts",
      "server-module-reaches-into-module: packages/server/src/modules/members/members.routes.ts → packages/server/src/modules/checkout/payments.routes.ts",
      "web-feature-imports-feature: packages/web/src/features/renewal/renewal-page.ts → packages/web/src/features/join/join-step.ts",
    ]);
  });
});
