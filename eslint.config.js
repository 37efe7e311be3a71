// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

/**
 * Folder names of the hexagon, matched anywhere in a relative import path.
 * @param {string} name
 */
const layer = (name) => `(^|/)${name}(/|$)`;
const FRAMEWORKS = [
  'react',
  'react-dom',
  'react-dom/*',
  'react-router',
  'react-router-dom',
  'mobx',
  'mobx-react-lite',
  '@chakra-ui/*',
  '@emotion/*',
  'firebase',
  'firebase/*',
  '@firebase/*',
];
const FIREBASE = ['firebase', 'firebase/*', '@firebase/*'];

/** @typedef {{ regex?: string; group?: string[]; message: string; allowTypeImports?: boolean }} RestrictedPattern */

/**
 * One `no-restricted-imports` setting per layer (the dependency rule, docs/architecture.md#the-dependency-rule).
 * @param {RestrictedPattern[]} patterns
 * @returns {import('eslint').Linter.RulesRecord}
 */
const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
/** @type {(names: string[], why: string) => RestrictedPattern[]} */
const forbidLayers = (names, why) => names.map((name) => ({ regex: layer(name), message: why }));
/** @type {(group: string[], why: string) => RestrictedPattern} */
const forbidPackages = (group, why) => ({ group, message: why });

/** What all of src/ui is forbidden (docs/architecture.md#the-dependency-rule). */
const UI_PATTERNS = [
  ...forbidLayers(['adapters', 'composition'], 'ui reaches the outside world only through ports.'),
  forbidPackages(FIREBASE, 'only src/adapters/firestore imports firebase.'),
];
/**
 * Components and their hooks get everything through `useStores()`: only RootStore and the store factories reach the
 * ports (`root.ports`, see src/ui/app/stores/useScreenStore.ts), so these folders use ports as types only and never read
 * a `ports` field.
 */
const COMPONENT_FILES = ['src/ui/**/*.tsx', 'src/ui/**/use*.ts'];
const STORE_FILES = ['src/ui/**/stores/**'];
const COMPONENT_PATTERNS = [
  {
    regex: layer('ports'),
    allowTypeImports: true,
    message:
      'components use ports only as types: the ports themselves are for the stores (useScreenStore.ts).',
  },
];
const PORTS_FIELD =
  "components get stores through useStores(), never the ports: root.ports is for the stores' factories (useScreenStore.ts).";
/** @type {import('eslint').Linter.RulesRecord} */
const NO_PORTS_FIELD = {
  'no-restricted-syntax': [
    'error',
    { selector: "MemberExpression[property.name='ports']", message: PORTS_FIELD },
    { selector: "ObjectPattern > Property[key.name='ports']", message: PORTS_FIELD },
  ],
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'public',
      'tools',
      'test-results',
      'playwright-report',
      'coverage',
      'tests/lint/fixtures',
      'dist-*',
      'functions/lib',
      'functions/node_modules',
    ],
  },
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
      ...forbidLayers(
        ['adapters', 'ui', 'composition'],
        'domain is pure: it never imports adapters, ui or composition.',
      ),
      ...forbidLayers(
        ['ports'],
        'domain declares the types it needs: ports import the domain, never the reverse.',
      ),
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
      ...restrict(UI_PATTERNS),
    },
  },
  {
    // Replaces the setting above for these files, so it repeats the patterns of all of src/ui.
    files: COMPONENT_FILES,
    ignores: STORE_FILES,
    rules: { ...restrict([...UI_PATTERNS, ...COMPONENT_PATTERNS]), ...NO_PORTS_FIELD },
  },
  {
    // The UI's walls (docs/architecture.md#the-uis-rooms): each zone forbids `target` to import `from`.
    files: ['src/ui/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: ['./src/ui/**/*Store.ts', './src/ui/**/stores/**'],
              from: ['./src/ui/**/*.tsx'],
              except: ['**/src/ui/app/stores/StoresContext.tsx'],
              message: 'stores never import views: a view observes a store, not the other way round.',
            },
            {
              target: ['./src/ui/shop/**', './src/ui/admin/**', './src/ui/shared/**'],
              from: ['./src/ui/app/routes/**'],
              message: 'views never import routes: the route table names pages, pages do not name routes.',
            },
            {
              target: './src/ui/admin/**',
              from: './src/ui/shop/**',
              message: 'the admin and the shop meet only in src/ui/shared.',
            },
            {
              target: './src/ui/shop/**',
              from: './src/ui/admin/**',
              message: 'the admin and the shop meet only in src/ui/shared.',
            },
            {
              target: './src/ui/shared/**',
              from: ['./src/ui/shop/**', './src/ui/admin/**'],
              message: 'src/ui/shared serves the shop and the admin, and imports neither.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/composition/**', 'src/main.tsx'],
    rules: restrict([
      forbidPackages(FIREBASE, 'composition loads the firestore adapters, never firebase itself.'),
    ]),
  },
  {
    // The server module: domain code, and the firestore adapters' document readers, behind thin Admin SDK adapters.
    files: ['functions/src/**'],
    rules: restrict([
      ...forbidLayers(
        ['ui', 'composition', 'memory'],
        'the server module never reaches the browser app or the demo.',
      ),
      forbidPackages(FIREBASE, 'the server module speaks the Admin SDK (firebase-admin), never the web SDK.'),
    ]),
  },
);
