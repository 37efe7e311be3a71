// Serves a build as Firebase Hosting serves it (firebase.json "hosting": clean URLs, the rewrite to the app shell,
// headers, brotli), for the browser tests: `node scripts/lighthouse/serve-build.mjs [outDir] [port]`.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startHostingServer } from './hostingServer.mjs';

const root = resolve(import.meta.dirname, '..', '..');
const [outDir = 'dist', port = '4173'] = process.argv.slice(2);
const { hosting } = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8'));
await startHostingServer(resolve(root, outDir), hosting, Number(port));
console.log(`Serving ${outDir} as Firebase Hosting would on http://127.0.0.1:${port}`);
