import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Imports that would break a demo once it is exported to a playground. */
const playgroundUnsafe = [
  {
    group: ['@/*', '@@/*', '@site/*'],
    message: 'Demos must not use site aliases: they break in a playground.',
  },
  { group: ['**/src', '**/src/*'], message: 'Demos must not import the site source.' },
  { group: ['*.less'], message: 'Demos must not import Less: playgrounds have no Less loader.' },
];

/**
 * The site's code lives by where it runs (src/client, src/shared, src/node) and imports run one way,
 * toward shared: shared is loaded by the browser and the build alike, so it imports neither side;
 * the browser's code (src/client, the theme, the app) never imports the build's.
 */
const buildSide = {
  regex: '(^|/)node/|^@site/node(/|$)',
  message: 'Browser code must not import build code (src/node): move what both need to src/shared.',
};
const browserSide = {
  regex: '(^|/)client/|^@site/client(/|$)',
  message: 'src/shared is imported by both sides: it must not import src/client.',
};

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-*/**',
      'node_modules/**',
      '.dumi/tmp*/**',
      'coverage/**',
      'test-results*/**',
      'playwright-report/**',
      '.cache/**',
      'server/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs,jsx}'],
    plugins: { react, 'react-hooks': reactHooks },
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { ecmaFeatures: { jsx: true } },
    },
    settings: { react: { version: '18.3' } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      ...reactHooks.configs.recommended.rules,
      'react/prop-types': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // CommonJS files (a webpack loader, which webpack loads with require).
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['src/shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              ...buildSide,
              message: 'src/shared is imported by both sides: it must not import src/node.',
            },
            browserSide,
          ],
        },
      ],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}', '.dumi/theme/**/*.{ts,tsx}', '.dumi/app.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: [buildSide] }] },
  },
  {
    files: ['demos/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...playgroundUnsafe,
            { group: ['../*'], message: 'Demos may only import files under demos/.' },
          ],
        },
      ],
    },
  },
  {
    files: ['demos/*/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...playgroundUnsafe,
            { group: ['../../*'], message: 'Demos may only import files under demos/.' },
          ],
        },
      ],
    },
  },
  prettier,
);
