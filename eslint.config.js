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
    // Web test files share modules in their worker (apps/web/vitest.config.ts); a module
    // replaced with vi.mock would leak into the next files, so those files are *.isolated.test.
    files: ['apps/web/src/**/*.test.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.isolated.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='vi'][callee.property.name='mock']",
          message:
            'vi.mock replaces a module for the whole worker: name the file *.isolated.test.tsx.',
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
