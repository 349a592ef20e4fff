// Lint rules: TypeScript's recommended checks, the rules of hooks, and jsx-a11y's accessibility
// checks on every component. Formatting is Prettier's job, not ESLint's.
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/", "node_modules/", ".data/", "test-results/", "playwright-report/", "public/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_" }],
      "@typescript-eslint/no-explicit-any": "error",
    },
  },
  // Playwright fixtures are destructured: a test that needs none takes `{}`.
  { files: ["tests/e2e/**/*.ts"], rules: { "no-empty-pattern": "off" } },
  {
    files: ["app/**/*.ts", "app/**/*.tsx"],
    plugins: { "react-hooks": reactHooks },
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "error" },
  },
  { files: ["app/**/*.tsx"], plugins: { "jsx-a11y": jsxA11y }, rules: jsxA11y.flatConfigs.recommended.rules },
);
