import fs from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const serverModules = 'apps/server/src/modules';
// One zone per module: the rest of the server may import it only through its index.ts.
const moduleBoundaryZones = fs
  .readdirSync(serverModules, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map(({ name }) => ({
    target: `${serverModules}/!(${name})/**`,
    from: `${serverModules}/${name}`,
    except: ['./index.ts'],
    message: `Import ${name} through its index ('../${name}'); its other files are internal.`,
  }));

// The specification is not in the repository, so a comment or string that cites one of its
// sections by number explains nothing: say the rule itself.
const specCitation = /\bSPEC(?:'s)?\s+(?:sections?\s+)?\d/;
const noSpecCitations = {
  meta: {
    type: 'suggestion',
    schema: [],
    messages: { cited: 'State the rule in plain words instead of citing a SPEC section.' },
  },
  create: (context) => {
    const check = (text, node, loc) => {
      if (specCitation.test(text)) context.report({ node, loc, messageId: 'cited' });
    };
    return {
      Program: (node) => {
        for (const comment of context.sourceCode.getAllComments()) {
          check(comment.value, node, comment.loc);
        }
      },
      Literal: (node) => typeof node.value === 'string' && check(node.value, node),
      TemplateElement: (node) => check(node.value.raw, node),
      JSXText: (node) => check(node.value, node),
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules',
      '**/dist',
      'data',
      'apps/server/drizzle',
      'e2e/screenshots',
      'e2e/test-results',
      'e2e/playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'smart'],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    plugins: { local: { rules: { 'no-spec-citations': noSpecCitations } } },
    rules: { 'local/no-spec-citations': 'error' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Web features stay independent; app/ composes them (bulletproof-react).
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/*/**', '@/features/*'],
              message: 'Features must not import each other; compose them in app/.',
            },
          ],
        },
      ],
    },
  },
  {
    // Web test files share modules in their worker (apps/web/vitest.config.ts): a module replaced
    // with vi.mock would leak into the next files. The API is answered by MSW instead.
    files: ['apps/web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='vi'][callee.property.name='mock']",
          message:
            'vi.mock replaces a module for the whole worker: answer the API with MSW (testing/api-handlers) or vi.spyOn a shared object.',
        },
        {
          selector:
            "CallExpression[callee.object.name='vi'][callee.property.name='stubGlobal'][arguments.0.value='fetch']",
          message: 'Answer API calls with MSW handlers (testing/api-handlers), not a fetch stub.',
        },
      ],
    },
  },
  {
    // Shared plugins and lib never import a module (fastify/demo).
    files: ['apps/server/src/{lib,plugins}/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/modules/**'], message: 'lib/ and plugins/ must not depend on modules.' },
          ],
        },
      ],
    },
  },
  {
    // Server modules are boundaries: another module is reached only through its index.ts.
    // Tables (*.schema.ts) are the data layer shared on purpose through db/schema; they
    // reference each other's keys directly. Cycles, between files or between modules, are
    // refused by scripts/check-module-graph.mjs, in a fraction of import-x/no-cycle's time.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/**/*.schema.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: moduleBoundaryZones }],
    },
  },
  {
    // An index is what other modules may call: named reads and writes, never a whole
    // repository (its every query) or a routes plugin.
    files: [`${serverModules}/*/index.ts`],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['ExportNamedDeclaration', 'ExportAllDeclaration', 'ImportDeclaration'].map((node) => ({
          selector: `${node}[source.value=/\\.(repository|routes)$/]`,
          message:
            "An index must not expose a *.repository or *.routes file; export named functions from the module's service or <module>.queries.ts.",
        })),
      ],
    },
  },
  {
    files: [
      '**/*.{js,mjs}',
      'apps/server/src/main.ts',
      'apps/server/src/backup.ts',
      'bench/**/*.ts',
      'e2e/**/*.ts',
      '**/scripts/**',
    ],
    rules: { 'no-console': 'off' },
  },
);
