import { defaultServerConditions } from "vite";

/**
 * How server tests resolve packages: the TypeScript sources of @club/domain (its package.json: "@club/source"),
 * then Node's own entries. Vite's "module" condition is left out: it picks a package's ESM build for the
 * browser-or-bundler (the AWS SDK's dist-es, with extensionless imports Node cannot load) where Node would take
 * its "node" entry.
 */
export const serverConditions = [
  "@club/source",
  ...defaultServerConditions.filter((condition) => condition !== "module"),
];
