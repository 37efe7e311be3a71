// The registry this project installs from carries only the linux builds of unrs-resolver's native bindings, so
// `npm install` cannot record the other platforms in package-lock.json and `npm ci` then refuses the lockfile as
// out of sync. This records them by name and platform (never installed here, so no tarball or integrity is needed).
// Run it after any `npm install` that rewrites the lockfile: `node scripts/complete-lockfile.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';

const lockPath = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const resolver = lock.packages['node_modules/unrs-resolver'];
if (!resolver) process.exit(0);

/** @param {string} suffix e.g. `linux-x64-gnu` */
const platformOf = (suffix) => {
  const [os, cpu, abi] = suffix.split('-');
  const libc =
    abi === 'gnu' || abi === 'gnueabihf' ? ['glibc'] : abi?.startsWith('musl') ? ['musl'] : undefined;
  return { os: [os], cpu: [cpu], ...(libc ? { libc } : {}) };
};

let added = 0;
for (const [name, version] of Object.entries(resolver.optionalDependencies ?? {})) {
  const key = `node_modules/${name}`;
  if (lock.packages[key]) continue;
  const { os, cpu, libc } = platformOf(name.replace('@unrs/resolver-binding-', ''));
  lock.packages[key] = {
    version,
    cpu,
    dev: true,
    ...(libc ? { libc } : {}),
    license: 'MIT',
    optional: true,
    os,
  };
  added += 1;
}
const sorted = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
lock.packages = sorted;
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lockfile: recorded ${added} platform bindings`);
