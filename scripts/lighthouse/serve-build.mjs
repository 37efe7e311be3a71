// Serves a build as Firebase Hosting serves it (firebase.json "hosting": clean URLs, the rewrite to the app shell,
// headers, brotli): `npm run preview`, the browser tests and Lighthouse. `node scripts/lighthouse/serve-build.mjs
// [outDir] [port] [fallback]`: a fallback file (index.html) answers every address with no file of its own instead,
// as a plain single-page host does (`vite preview`, nginx `try_files`, Netlify's `/* /index.html`).
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startHostingServer } from './hostingServer.mjs';

const root = resolve(import.meta.dirname, '..', '..');
const [outDir = 'dist', port = '4173', fallback] = process.argv.slice(2);
const { hosting } = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8'));
const served = fallback ? { ...hosting, rewrites: [{ source: '**', destination: `/${fallback}` }] } : hosting;
await startHostingServer(resolve(root, outDir), served, Number(port));
console.log(
  `Serving ${outDir} on http://127.0.0.1:${port} ` +
    (fallback ? `with every other address answered by ${fallback}` : 'as Firebase Hosting would'),
);
