// One lint setup for the whole workspace: typescript-eslint's recommended rules, the rules of hooks, Storybook's
// rules for stories, and the dependency direction app -> features -> ui.
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';

/** Imports that would point against app -> features -> ui, by package name or by a path into another package. */
const upwardImports = (targets) => ({
  patterns: targets.flatMap((target) => [
    {
      group: [`@academy/${target}`, `@academy/${target}/*`],
      message: `Dependencies point app -> features -> ui: this package must not import @academy/${target}.`,
    },
    {
      group: [`**/${target}/src/**`, `**/packages/${target}/**`],
      message: `Dependencies point app -> features -> ui: this package must not reach into packages/${target}.`,
    },
  ]),
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      '.data/**',
      '.tmp/**',
      'public/mockServiceWorker.js',
      '**/__screenshots__/**',
      '**/.prerender/**',
      // The stock generated app of the Lighthouse bench: a stand-in for code a generator writes, not ours (issue 34.3).
      'bench/stock-app/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Issue 34.1: a form submitted natively (before the app is live, or without JavaScript) must never put its fields
      // in the address (a password ended in the address bar and the history): every form posts.
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXOpeningElement[name.name='form']:not(:has(JSXAttribute[name.name='method'][value.value='post']))",
          message: 'A <form> needs method="post": a native submit must never put its fields in the address (issue 34.1).',
        },
      ],
    },
  },
  ...storybook.configs['flat/recommended'],
  { files: ['packages/ui/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': ['error', upwardImports(['features', 'app'])] } },
  { files: ['packages/features/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': ['error', upwardImports(['app'])] } },
);
