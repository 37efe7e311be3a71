import { loadEnv } from 'vite';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { appServiceWorker } from './scripts/build/appServiceWorker.mjs';
import { chakraStylesInDocument } from './scripts/build/chakraStylesInDocument.mjs';
import { CHUNK_GROUPS, START_UP_MODULES } from './scripts/build/chunkGroups.mjs';
import { firstPaintStyles } from './scripts/build/firstPaintStyles.ts';
import { landingPreloads } from './scripts/build/landingPreloads.mjs';
import { prerender } from './scripts/build/prerender.mjs';
import { reactIconModules } from './scripts/build/reactIconModules.mjs';
import { reactRouterProduction } from './scripts/build/reactRouterProduction.mjs';

const firebaseBackend = (mode: string): boolean =>
  loadEnv(mode, process.cwd(), 'VITE_').VITE_BACKEND === 'firebase';

export default defineConfig(({ command, mode }) => ({
  resolve: { alias: command === 'build' ? reactRouterProduction : [] },
  plugins: [
    // In the plugins of both builds, the browser's and the prerender's: a page is drawn with the icons it hydrates.
    reactIconModules(),
    chakraStylesInDocument(),
    react(),
    firstPaintStyles(),
    landingPreloads({
      startUp: START_UP_MODULES,
      loadedLater: [
        firebaseBackend(mode)
          ? 'src/adapters/firestore/createFirebaseBackend.ts'
          : 'src/composition/createMemoryBackend.ts',
        'src/ui/shared/theme/system.ts',
      ],
    }),
    prerender(),
    // After prerender(): the worker precaches the app shell that prerender() writes.
    appServiceWorker({ memoryBackend: !firebaseBackend(mode) }),
  ],
  // The prerender loads the app through Vite (scripts/build/prerender.mjs): react-icons goes through its plugins there too.
  ssr: { noExternal: ['react-icons'] },
  build: {
    target: 'es2022',
    sourcemap: false,
    // scripts/bench/bundle-budget.mjs and tests/e2e/bundle.spec.ts read it to find the JavaScript of `/`.
    manifest: true,
    // The shell is one chunk on purpose and bench:bundle holds it to its gzip budget; warn only well above it.
    chunkSizeWarningLimit: 750,
    rolldownOptions: {
      // Chakra's theme module makes its whole default config, every recipe in it, with `defineConfig` (an identity
      // function) as it loads; marked pure, the recipes the shop's system leaves out (usedThemeConfig.ts) leave the
      // bundle too.
      treeshake: { manualPureFunctions: ['defineConfig'] },
      output: {
        codeSplitting: {
          groups: CHUNK_GROUPS,
        },
      },
    },
  },
  test: {
    // Generous: property tests and the lint fixtures share two cores with builds and browsers in CI.
    testTimeout: 30_000,
    // Vitest's default keeps a core for its own process: one worker on a 2-core machine. A jsdom file spends most of
    // its time importing modules, so a worker per core finishes the unit and UI projects about a quarter sooner.
    maxWorkers: '100%',
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'tests/domain/**/*.test.ts',
            'tests/contracts/memory/**/*.test.ts',
            'tests/lint/**/*.test.ts',
            'tests/build/**/*.test.{ts,tsx}',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'ui',
          environment: 'jsdom',
          include: ['tests/ui/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/ui/setup.ts'],
        },
      },
      // Needs the Firestore and Auth emulators: `npm run test:emulators` starts them, sets SHEESHAM_EMULATORS and
      // runs this project, then stops them. A plain `vitest run` leaves it out.
      ...(process.env.SHEESHAM_EMULATORS
        ? [
            {
              extends: true as const,
              test: {
                name: 'emulator',
                environment: 'node',
                include: ['tests/rules/**/*.test.ts', 'tests/contracts/firestore/**/*.test.ts'],
                testTimeout: 60_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      // Needs the Functions emulator beside the Firestore one, and a local SMTP server's port: the last stage of
      // `npm run test:emulators` starts them and sets SHEESHAM_FUNCTIONS.
      ...(process.env.SHEESHAM_FUNCTIONS
        ? [
            {
              extends: true as const,
              test: {
                name: 'functions',
                environment: 'node',
                include: ['functions/test/**/*.test.ts'],
                testTimeout: 120_000,
                hookTimeout: 60_000,
                fileParallelism: false,
              },
            },
          ]
        : []),
    ],
  },
}));
