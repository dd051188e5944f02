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

  // A cycle is reported once, at the edge where the cruiser first closes it.
  it("refuse the web importing the server, a feature importing the app, and a cycle on either side", async () => {
    const root = tree({
      "packages/web/src/features/renewal/renew-page.ts":
        'import { price } from "../../../../server/src/modules/plans/plans.service.ts";\nimport { router } from "../../app/router.ts";\nprice; router;\n',
      "packages/web/src/app/router.ts":
        'import { page } from "../features/renewal/renew-page.ts";\nexport const router = page;\n',
      "packages/web/src/features/renewal/renew-page.test.ts":
        'import { router } from "../../app/router.ts";\nrouter;\n',
      "packages/web/src/lib/a.ts": 'import { b } from "./b.ts";\nexport const a = b;\n',
      "packages/web/src/lib/b.ts": 'import { a } from "./a.ts";\nexport const b = a;\n',
      "packages/server/src/modules/plans/plans.service.ts":
        'import { fee } from "../settings/settings.service.ts";\nexport const price = fee;\n',
      "packages/server/src/modules/settings/settings.service.ts":
        'import { price } from "../plans/plans.service.ts";\nexport const fee = price;\n',
    });
    expect((await violationsIn(root)).sort()).toEqual([
      "server-no-cycles: packages/server/src/modules/plans/plans.service.ts → packages/server/src/modules/settings/settings.service.ts",
      "web-and-server-apart: packages/web/src/features/renewal/renew-page.ts → packages/server/src/modules/plans/plans.service.ts",
      "web-imports-app: packages/web/src/features/renewal/renew-page.ts → packages/web/src/app/router.ts",
      "web-no-cycles: packages/web/src/app/router.ts → packages/web/src/features/renewal/renew-page.ts",
      "web-no-cycles: packages/web/src/lib/a.ts → packages/web/src/lib/b.ts",
    ]);
  });
});
