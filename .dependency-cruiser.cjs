// The direction of imports (issue 10, docs/decisions.md "Module map"), checked by `npm run lint`.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "web-feature-imports-feature",
      comment:
        "A web feature imports shared code (src/api, src/components, src/lib, src/checkout, …), never another feature: move what two features share out of src/features/.",
      severity: "error",
      from: { path: "^packages/web/src/features/([^/]+)/" },
      to: { path: "^packages/web/src/features/", pathNot: "^packages/web/src/features/$1/" },
    },
    {
      name: "web-shared-imports-feature",
      comment: "Shared web code serves features; only the app (router, layouts) composes features.",
      severity: "error",
      from: {
        path: "^packages/web/src/(api|components|lib|checkout|search|profile-form|office-kit|event-admin)/",
      },
      to: { path: "^packages/web/src/features/" },
    },
    {
      name: "server-module-reaches-into-module",
      comment:
        "A server module calls another module's service (or policy); its repositories and routes are its own.",
      severity: "error",
      from: { path: "^packages/server/src/modules/([^/]+)/" },
      to: {
        path: "^packages/server/src/modules/[^/]+/.+[.](repository|routes)[.]ts$",
        pathNot: "^packages/server/src/modules/$1/",
      },
    },
    {
      name: "server-no-cycles",
      comment:
        "Modules depend one way: a cycle means two modules (or two files) that cannot be understood apart.",
      severity: "error",
      from: { path: "^packages/server/src/" },
      to: { circular: true },
    },
    {
      name: "server-layers",
      comment: "Shared server code (lib, plugins, db) does not depend on a module's repository or routes.",
      severity: "error",
      from: { path: "^packages/server/src/(lib|plugins|db)/" },
      to: { path: "^packages/server/src/modules/.+[.](repository|routes)[.]ts$" },
    },
    {
      name: "domain-stands-alone",
      comment: "The domain package is shared by server and web and imports neither.",
      severity: "error",
      from: { path: "^packages/domain/" },
      to: { path: "^packages/(server|web)/" },
    },
    {
      name: "web-imports-app",
      comment:
        "The app (router, layouts, main.tsx) composes features and shared code; nothing it composes imports it back (tests may render the app around what they test).",
      severity: "error",
      from: {
        path: "^packages/web/src/",
        pathNot: "^packages/web/src/(app/|main[.]tsx$|test/)|[.]test[.]tsx?$",
      },
      to: { path: "^packages/web/src/app/" },
    },
    {
      name: "web-and-server-apart",
      comment: "The web app and the server share only the domain package: they run on different machines.",
      severity: "error",
      from: { path: "^packages/(web|server)/" },
      to: { path: "^packages/(web|server)/", pathNot: "^packages/$1/" },
    },
    {
      name: "web-no-cycles",
      comment: "A cycle means two parts of the web app that cannot be understood apart.",
      severity: "error",
      from: { path: "^packages/web/src/" },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(node_modules|dist)/" },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["@club/source", "import", "default"],
      extensions: [".ts", ".tsx", ".js", ".mjs"],
    },
  },
};
