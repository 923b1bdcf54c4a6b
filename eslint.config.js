import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
    files: [
      '**/*.{js,mjs}',
      'apps/server/src/main.ts',
      'bench/**/*.ts',
      'e2e/**/*.ts',
      '**/scripts/**',
    ],
    rules: { 'no-console': 'off' },
  },
);
