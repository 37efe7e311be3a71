// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

/** Folder names of the hexagon, matched anywhere in a relative import path. */
const layer = (name) => `(^|/)${name}(/|$)`;
const FRAMEWORKS = ['react', 'react-dom', 'react-dom/*', 'react-router', 'react-router-dom', 'mobx', 'mobx-react-lite',
  '@chakra-ui/*', '@emotion/*', 'inversify', 'reflect-metadata', 'firebase', 'firebase/*', '@firebase/*'];
const FIREBASE = ['firebase', 'firebase/*', '@firebase/*'];

/** One `no-restricted-imports` setting per layer of DESIGN.md §1 (the dependency rule). */
const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const forbidLayers = (names, why) => names.map((name) => ({ regex: layer(name), message: why }));
const forbidPackages = (group, why) => ({ group, message: why });

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'public', 'tools', 'test-results', 'playwright-report', 'coverage', 'tests/lint/fixtures', 'dist-firebase'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver()],
    },
    rules: {
      'import-x/no-cycle': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/domain/**'],
    rules: restrict([
      ...forbidLayers(['adapters', 'ui', 'composition'], 'domain is pure: it never imports adapters, ui or composition.'),
      { regex: layer('ports'), allowTypeImports: true, message: 'domain may use ports only as types.' },
      forbidPackages(FRAMEWORKS, 'domain is pure: no framework, UI library or firebase.'),
    ]),
  },
  {
    files: ['src/ports/**'],
    rules: restrict([
      ...forbidLayers(['adapters', 'ui', 'composition'], 'ports import only domain types.'),
      forbidPackages(FRAMEWORKS, 'ports import only domain types.'),
    ]),
  },
  {
    files: ['src/adapters/**'],
    ignores: ['src/adapters/firestore/**'],
    rules: restrict([
      ...forbidLayers(['ui', 'composition'], 'adapters never import ui or composition.'),
      forbidPackages(FIREBASE, 'only src/adapters/firestore imports firebase.'),
    ]),
  },
  {
    files: ['src/adapters/firestore/**'],
    rules: restrict(forbidLayers(['ui', 'composition'], 'adapters never import ui or composition.')),
  },
  {
    files: ['src/ui/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      ...restrict([
        ...forbidLayers(['adapters', 'composition'], 'ui reaches the outside world only through ports.'),
        forbidPackages(FIREBASE, 'only src/adapters/firestore imports firebase.'),
      ]),
    },
  },
  {
    files: ['src/composition/**', 'src/main.tsx'],
    rules: restrict([forbidPackages(FIREBASE, 'composition loads the firestore adapters, never firebase itself.')]),
  },
);
