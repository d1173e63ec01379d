import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * A feature imports another only through that feature's `index.ts`, what it offers on purpose (issue 23); the rest of
 * its folder can change without asking anyone. no-restricted-imports sees the import's text, not where it leads, so the
 * pattern is written once per depth: from `features/<a>/x.ts` another feature is `../<b>/…`, one folder down
 * `../../<b>/…`. `allowed` lists further specifiers a file may still import (the exceptions below, each with its why).
 */
function featureBoundaries(featuresDir, { fileGlob = '*.ts', maxDepth = 3, allowed = {} } = {}) {
  const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const rule = (depth, allow = []) => {
    const up = '\\.\\./'.repeat(depth);
    const except = allow.length ? `(?!(?:${allow.map(escape).join('|')})$)` : '';
    return [
      'error',
      {
        patterns: [
          {
            regex: `^${except}${up}[^./][^/]*/(?!index\\.ts$).+`,
            message: "Another feature's files are its own: import what it offers from its index.ts (add it there if it should offer it).",
          },
        ],
      },
    ];
  };
  const depthOf = (file) => file.slice(featuresDir.length + 1).split('/').length - 1;
  return [
    ...Array.from({ length: maxDepth }, (_, i) => ({
      files: [`${featuresDir}/*/${'*/'.repeat(i)}${fileGlob}`],
      rules: { 'no-restricted-imports': rule(i + 1) },
    })),
    ...Object.entries(allowed).map(([file, allow]) => ({ files: [file], rules: { 'no-restricted-imports': rule(depthOf(file), allow) } })),
  ];
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
  ...featureBoundaries('apps/server/src/features', {
    // Temporary, until their owners take the change issue 23 lists: these folders were being edited by others when the
    // public surfaces went in, so their files still import other features' files directly. Each specifier has its
    // index.ts export already; the change is the specifier only (the Authenticated type: lib/caller.ts).
    allowed: {
      'apps/server/src/features/uploads/imported-statement.ts': ['../statements/parser/types.ts'],
      'apps/server/src/features/uploads/insert-transactions.ts': [
        '../categorisation/categorise.ts',
        '../transactions/new-transaction-row.ts',
        '../transactions/payment-type.ts',
      ],
      'apps/server/src/features/uploads/parse-job-runner.ts': [
        '../categorisation/categorise.ts',
        '../statements/parser/types.ts',
        '../statements/parser/statement-error.ts',
      ],
      'apps/server/src/features/uploads/parse-upload.ts': [
        '../categorisation/categorise.ts',
        '../statements/parser/parse-statement.ts',
        '../bank-files/bank-file.ts',
        '../bank-files/csv-mappings.queries.ts',
        '../users/users.queries.ts',
        '../audit/record-audit.ts',
      ],
      'apps/server/src/features/uploads/pdf-budget.ts': ['../statements/parser/statement-error.ts'],
      'apps/server/src/features/uploads/statement-text.ts': [
        '../statements/parser/extract-page-text.ts',
        '../statements/parser/group-lines.ts',
        '../statements/parser/open-pdf.ts',
      ],
      'apps/server/src/features/uploads/statement-worker.ts': ['../statements/parser/parse-statement.ts', '../statements/parser/statement-error.ts'],
      'apps/server/src/features/uploads/statement-workers.test.ts': ['../statements/parser/types.ts', '../statements/parser/statement-error.ts'],
      'apps/server/src/features/uploads/statement-workers.ts': ['../statements/parser/statement-error.ts'],
      'apps/server/src/features/uploads/statement-year.service.ts': ['../audit/record-audit.ts', '../auth/auth.service.ts'],
      'apps/server/src/features/uploads/statement-year.ts': ['../statements/parser/infer-year.ts', '../statements/parser/parse-date.ts'],
      'apps/server/src/features/uploads/stored-reconciliation.ts': ['../statements/parser/types.ts'],
      'apps/server/src/features/uploads/unlock-pdf-thread.ts': ['../statements/parser/statement-error.ts'],
      'apps/server/src/features/uploads/upload-file.routes.ts': ['../quickbooks-desktop/iif-file-name.ts'],
      'apps/server/src/features/uploads/upload-file.service.ts': ['../auth/auth.service.ts'],
      'apps/server/src/features/uploads/upload-visibility.ts': ['../auth/auth.service.ts'],
      'apps/server/src/features/uploads/upload.presenter.ts': ['../users/user.presenter.ts'],
      'apps/server/src/features/uploads/uploads.routes.ts': ['../bank-files/csv-mapping.service.ts'],
      'apps/server/src/features/uploads/uploads.service.ts': [
        '../audit/record-audit.ts',
        '../auth/auth.service.ts',
        '../categorisation/knowledge-store.ts',
        '../clients/clients.queries.ts',
        '../files/stored-files.ts',
        '../statements/parser/parse-statement.ts',
        '../bank-files/bank-file.ts',
        '../bank-files/csv-mapping.service.ts',
      ],
    },
  }),
  // Screens that several features make up are put together in apps/web/src/app/routes/, which may import any file.
  ...featureBoundaries('apps/web/src/features', { fileGlob: '*.{ts,tsx}' }),
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
);
