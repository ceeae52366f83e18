// The layers, enforced (docs/decisions/017-layers-forms-and-page-data.md):
//   db/schema ← app/models ← app/server ← app/routes, app/api, workers/, party/
//   app/lib (shared by browser and server) ← everything; app/components ← app/routes
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

const SCHEMA = ["**/db/schema", "**/db/schema.ts"];
const SEED_DATA = ["**/db/seed-data", "**/db/seed-data.ts"];
const MODELS = ["~/models/*", "~/models/**", "**/app/models/**", "../models/*", "../../models/*"];
const PARTY = ["**/party/*", "**/party/**", "../../party/*"];
const SERVER = ["~/server/*", "~/server/**", "**/app/server/**", "../server/*", "../../server/*"];
const WORKERS = ["**/workers/*"];
const ROUTES = [
  "~/routes/*",
  "**/app/routes/*",
  "../routes/*",
  "../../routes/*",
  "~/api/*",
  "**/app/api/*",
  "../api/*",
];

/** A `no-restricted-imports` rule naming the layer that forbids each group of paths. */
function forbid(...groups) {
  return {
    "no-restricted-imports": [
      "error",
      { patterns: groups.map(([group, message, allowTypeImports = false]) => ({ group, message, allowTypeImports })) },
    ],
  };
}
const noSchema = [
  [...SCHEMA, "drizzle-orm", "drizzle-orm/*"],
  "Only app/models reads and writes D1: call a model function instead.",
];

const NO_RAW_SQL = {
  selector: "CallExpression[callee.property.name='prepare']",
  message: "Raw SQL on D1 belongs in a model function (app/models).",
};

export default tseslint.config(
  {
    ignores: [
      "worker-configuration.d.ts",
      "build/**",
      "node_modules/**",
      ".wrangler/**",
      ".tmp/**",
      "public/**",
      "bench/results/**",
    ],
  },
  {
    files: ["**/*.{ts,tsx,js}"],
    languageOptions: { parser: tseslint.parser, ecmaVersion: "latest", sourceType: "module" },
    plugins: { "@typescript-eslint": tseslint.plugin },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" },
      ],
    },
  },
  {
    // React's rules of hooks, and static accessibility checks: an accessibility-first product
    // lints for both. Changed from jsx-a11y's recommended set, and why:
    // - no-noninteractive-tabindex: a scrollable region or list takes focus so that a keyboard
    //   can scroll it (axe's scrollable-region-focusable), so regions, sections and lists may.
    // - interactive-supports-focus: off. Composite widgets (grid, menu, tablist) use a roving
    //   tabindex, as the WAI-ARIA practices do: their cells, items and tabs take focus, not the
    //   container the rule asks about.
    // - no-noninteractive-element-interactions: a dialog may close on Escape and on a press
    //   outside its panel.
    files: ["app/**/*.tsx", "app/**/*.ts"],
    languageOptions: { parserOptions: { ecmaFeatures: { jsx: true } } },
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      ...jsxA11y.flatConfigs.recommended.rules,
      "jsx-a11y/no-noninteractive-tabindex": [
        "error",
        { tags: ["section", "ol", "ul"], roles: ["region", "tabpanel"], allowExpressionValues: true },
      ],
      // The kit's own controls (app/components/ui) render the native input inside the label.
      "jsx-a11y/label-has-associated-control": [
        "error",
        { controlComponents: ["Checkbox", "Input", "Select", "Textarea", "Radio", "Switch"], depth: 3 },
      ],
      "jsx-a11y/interactive-supports-focus": "off",
      "jsx-a11y/no-noninteractive-element-interactions": [
        "error",
        {
          handlers: ["onClick", "onMouseDown", "onMouseUp", "onKeyPress", "onKeyDown", "onKeyUp"],
          dialog: ["onKeyDown", "onMouseDown", "onCancel"],
        },
      ],
    },
  },
  {
    files: ["app/routes/**", "app/api/**", "workers/**", "party/**", "app/lib/**", "app/components/**"],
    // The client and the request counter that wraps D1 itself.
    ignores: ["app/server/d1-counter.ts", "app/models/db.server.ts"],
    rules: {
      "no-restricted-syntax": ["error", NO_RAW_SQL],
    },
  },
  {
    files: ["app/routes/**", "app/api/**", "workers/**", "party/**"],
    rules: forbid(noSchema),
  },
  {
    files: ["app/lib/**"],
    rules: forbid(
      noSchema,
      [MODELS, "app/lib is shared with the browser: it may not import models."],
      [PARTY, "app/lib may not import the rooms (party/)."],
      [SERVER, "app/lib is shared with the browser: server code lives in app/server."],
    ),
  },
  {
    files: ["app/server/**"],
    rules: forbid(noSchema, [PARTY, "app/server may not import the rooms (party/)."]),
  },
  {
    files: ["app/models/**"],
    rules: forbid(
      [WORKERS, "Models may not import the Worker's modules."],
      [SERVER, "Models sit below app/server: they may not import it (nothing about HTTP, sessions or forms)."],
      [ROUTES, "Models may not import routes or API endpoints."],
      [SEED_DATA, "Models may not read the seed: the data lives in D1."],
    ),
  },
  {
    // One client path for writes: a page's form, posted to its action (docs/architecture.md).
    files: ["app/components/**", "app/routes/**"],
    ignores: ["app/routes/api.$.ts"],
    rules: {
      // Options of one rule do not merge across blocks, so the raw-SQL rule is repeated here.
      "no-restricted-syntax": [
        "error",
        NO_RAW_SQL,
        {
          selector: "CallExpression[callee.name='fetch'] > ObjectExpression > Property[key.name='method']",
          message: "A write from a page is a form posted to the page's action (useActionForm), not a fetch.",
        },
        {
          selector: "MemberExpression[object.name='navigator'][property.name='sendBeacon']",
          message: "A write from a page is a form posted to the page's action (useActionForm).",
        },
        {
          selector: "NewExpression[callee.name='XMLHttpRequest']",
          message: "A write from a page is a form posted to the page's action (useActionForm).",
        },
      ],
    },
  },
  {
    files: ["app/components/**"],
    rules: forbid([ROUTES, "Components may not import routes, except for types.", true], noSchema, [
      MODELS,
      "Components get data from loaders, never from models.",
      true,
    ]),
  },
);
