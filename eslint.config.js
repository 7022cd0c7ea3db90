import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import nilecare from "./tools/eslint/layers.js";

/**
 * The layer map (docs/architecture.md), top to bottom: a module may import its own layer and the layers below it. A
 * path belongs to the layer of its longest matching prefix. Features come in tiers: a feature imports the tiers below
 * its own, never a feature of its own tier (`separate`), so no two feature folders import each other.
 */
const feature = (name, folders) => ({ name, paths: folders.map((folder) => `app/${folder}/`), separate: true });
const layerMap = [
  {
    name: "Routes",
    paths: [
      "app/routes/",
      "app/root.tsx",
      "app/entry.",
      "app/routes.ts",
      "app/scheduled-jobs.server.ts",
      "app/email-kinds.server.ts",
    ],
  },
  feature("Pages that gather a patient's data", ["account", "dashboard"]),
  feature("Data rights and consultations", ["privacy", "booking"]),
  feature("The figures the site states", ["figures"]),
  feature("Requests and care", ["intake", "trips", "contact", "aftercare", "reviews", "blog", "facilities", "team", "hotels", "catalogue"]),
  feature("Cases and doctors", ["cases", "doctors"]),
  feature("The staff and travel information", ["staff", "travel"]),
  feature("The site's frame", ["shell"]),
  feature("Accounts and the catalogue", ["auth", "newsletter", "treatments", "faq", "concierge", "stories"]),
  {
    name: "Shared kits",
    paths: [
      "app/ui/",
      "app/forms/",
      "app/styles/",
      "app/security/",
      "app/toast/",
      "app/theme/",
      "app/seo/",
      "app/uploads/",
      "app/email/",
      "app/pdf/",
      "app/cache/",
      "app/dev/",
      "app/wizard/",
      "app/operator/",
    ],
  },
  {
    name: "Domain, db, content and i18n",
    paths: [
      "app/domain/",
      "app/db/",
      "content/",
      "app/i18n/",
      "app/utils/",
      "app/types/",
      "app/config.server.ts",
      "app/cookie-options.server.ts",
    ],
  },
];

// A value from a drizzle schema file brings drizzle and the tables into the browser's bundle; browser code takes the
// stored enumerations from app/domain, which the schema files import too. A type is fine: it leaves nothing behind.
const schemaValues = {
  group: ["~/db/schema", "~/db/schema/*", "**/db/schema", "**/db/schema/*"],
  allowTypeImports: true,
  message: "Browser code takes stored enumerations from ~/domain, not from a drizzle schema file (only types from it).",
};

const fixedWait = "Wait for what the user would see (a locator, expect.poll, the test clock), not for a fixed time.";
const testWaitProperties = [{ property: "waitForTimeout", message: fixedWait }];
const testWaitSyntax = [
  // A delayed answer of a routed request (to show a pending state) is the server's time, not the test's wait.
  ...["callee.name", "callee.property.name"].map((callee) => ({
    selector: `CallExpression[${callee}='setTimeout'][arguments.1.type='Literal']:not(CallExpression[callee.property.name='route'] *)`,
    message: fixedWait,
  })),
  { selector: "CallExpression[callee.name='sleep']", message: fixedWait },
];
const networkIdle = {
  selector: "Literal[value='networkidle']",
  message: "Wait for the hydration marker (waitForHydration) or what the user sees, not for the network to go quiet.",
};
const screenshot = {
  property: "screenshot",
  message: "Take screenshots with screenshot() of browser.ts (SCREENSHOTS=1).",
};

export default tseslint.config(
  { ignores: ["build/", ".react-router/", ".wrangler/", "node_modules/", "worker-configuration.d.ts", "public/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    // Ambient declarations can only name a module's types with import().
    files: ["**/*.d.ts"],
    rules: { "@typescript-eslint/consistent-type-imports": "off" },
  },
  {
    // Browser code (components, hooks, shared modules) never reaches the Worker's bindings or server
    // modules; a type from one is fine. Route modules, root and the entries run on both sides.
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/**/*.server.{ts,tsx}", "app/routes/**", "app/root.tsx", "app/entry.*", "app/**/*.css.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [{ name: "cloudflare:workers", message: "Bindings are for *.server.ts modules only." }],
          patterns: [
            { group: ["**/*.server"], allowTypeImports: true, message: "Browser code may import only types from a server module." },
            schemaValues,
          ],
        },
      ],
    },
  },
  {
    // A route's component runs in the browser too: its stored enumerations come from app/domain, as above.
    files: ["app/routes/**/*.{ts,tsx}", "app/root.tsx"],
    ignores: ["app/**/*.server.{ts,tsx}"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: [schemaValues] }] },
  },
  {
    // Worker code has no page: the DOM's globals do not exist there.
    files: ["app/**/*.server.{ts,tsx}", "app/entry.worker.ts"],
    rules: {
      "no-restricted-globals": [
        "error",
        ...["window", "document", "localStorage", "sessionStorage", "navigator", "location", "history"].map((name) => ({
          name,
          message: "Worker code runs without a page.",
        })),
      ],
    },
  },
  {
    // An isolate serves many requests: nothing at module scope may hold a promise one of them began.
    files: ["app/**/*.server.{ts,tsx}", "app/entry.worker.ts"],
    plugins: { nilecare },
    rules: { "nilecare/no-shared-promise": "error" },
  },
  {
    // Every body is read by the one reader (400/413/415, never a 5xx) or the upload parser, which
    // streams request.body; a direct request.formData()/text()/json()/arrayBuffer() is refused.
    // Numbers and dates are written by the one formatter, not by toLocaleString with a locale of its own.
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/forms/request-body.server.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        ...["request", "req"].flatMap((name) =>
          [
            `CallExpression[callee.object.name='${name}'][callee.property.name=/^(formData|text|json|arrayBuffer|blob)$/]`,
            `CallExpression[callee.object.property.name='${name}'][callee.property.name=/^(formData|text|json|arrayBuffer|blob)$/]`,
          ].map((selector) => ({
            selector,
            message: "Read a request body with readFormBody (app/forms/request-body.server.ts) or the upload parser.",
          })),
        ),
        {
          // One number and date format per language (app/i18n/format.ts), on every page and in the console.
          selector: "CallExpression[callee.property.name=/^toLocale(String|DateString|TimeString)$/]",
          message: "Format with useFormat() in components or ~/i18n/format on the server, in the page's language.",
        },
      ],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}", "content/**/*.ts"],
    plugins: { nilecare },
    rules: {
      "nilecare/layers": [
        "error",
        {
          layers: layerMap,
          forbidden: [
            {
              from: ["app/routes/"],
              target: "app/db/client.server.ts",
              message: "Routes reach D1 through a feature's *.server.ts module, not ~/db/client.server.",
            },
          ],
        },
      ],
      "nilecare/no-cycle": [
        "error",
        {
          allowedEdges: [
            // A case points at the booking that opened it and a booking at its case: two tables that reference each
            // other, whose references drizzle reads lazily.
            "app/db/schema/booking.ts -> app/db/schema/cases.ts",
          ],
        },
      ],
    },
  },
  {
    // Tests wait for what a user would see (a locator, `expect.poll`, the hydration marker, the test clock), never
    // for a fixed time: a sleep is too short on a loaded machine and wasted on an idle one. The global setup's poll
    // of the starting server is not a test.
    files: ["tests/**/*.ts"],
    ignores: ["tests/browser/global-setup.ts"],
    rules: {
      "no-restricted-properties": ["error", ...testWaitProperties],
      "no-restricted-syntax": ["error", ...testWaitSyntax, networkIdle],
    },
  },
  {
    // Screenshots are taken only by the SCREENSHOTS=1 helper of browser.ts; nothing compares them.
    files: ["tests/browser/**/*.ts"],
    ignores: ["tests/browser/global-setup.ts", "tests/browser/browser.ts"],
    rules: { "no-restricted-properties": ["error", ...testWaitProperties, screenshot] },
  },
  {
    // The page budgets measure everything a page loads, so they alone wait for the network to go quiet.
    files: ["tests/browser/slow/page-budgets.test.ts"],
    rules: { "no-restricted-syntax": ["error", ...testWaitSyntax] },
  },
  {
    files: ["app/**/*.tsx"],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
);
