import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * A feature imports another only through that feature's `index.ts`, what it offers on purpose (issue 23); the rest of
 * its folder can change without asking anyone. no-restricted-imports sees the import's text, not where it leads, so the
 * pattern is written once per depth: from `features/<a>/x.ts` another feature is `../<b>/…`, one folder down
 * `../../<b>/…`.
 */
function featureBoundaries(featuresDir, { fileGlob = '*.ts', maxDepth = 3 } = {}) {
  return Array.from({ length: maxDepth }, (_, i) => ({
    files: [`${featuresDir}/*/${'*/'.repeat(i)}${fileGlob}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^${'\\.\\./'.repeat(i + 1)}[^./][^/]*/(?!index\\.ts$).+`,
              message: "Another feature's files are its own: import what it offers from its index.ts (add it there if it should offer it).",
            },
          ],
        },
      ],
    },
  }));
}

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js}'],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  ...featureBoundaries('apps/server/src/features'),
  // Screens that several features make up are put together in apps/web/src/app/routes/, which may import any file.
  ...featureBoundaries('apps/web/src/features', { fileGlob: '*.{ts,tsx}' }),
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
);
