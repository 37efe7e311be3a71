import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What `npm run deploy` and the `predeploy` hooks of firebase.json check before anything reaches a real project
 * (scripts/deploy/checkDeploy.mjs runs it). Each refusal says exactly what to change. Pure functions over what the
 * CLI read, so tests/build/checkDeploy.test.ts can cover every refusal and its passing twin.
 */

export type DeployTarget = 'firestore' | 'hosting';

/** Domains nobody can register (RFC 2606 / RFC 6761): the only ones an address in shipped files may use. */
const RESERVED_DOMAINS = ['example.com', 'example.net', 'example.org'];
const RESERVED_TLDS = ['example', 'invalid', 'test', 'localhost'];
export const RESERVED_DESCRIPTION = 'example.com/.net/.org, *.example, *.invalid, *.test, *.localhost';

export const isReservedDomain = (domain: string): boolean => {
  const name = domain.trim().toLowerCase().replace(/\.$/, '');
  return (
    RESERVED_DOMAINS.some((reserved) => name === reserved || name.endsWith(`.${reserved}`)) ||
    RESERVED_TLDS.some((tld) => name === tld || name.endsWith(`.${tld}`))
  );
};

/** Addresses (or bare `@domain` suffixes, as in a `matches('.*@shop[.]in$')` check) in a text, with their line. */
export const emailAddressesIn = (text: string): { address: string; domain: string; line: number }[] =>
  text.split('\n').flatMap((raw, index) => {
    // Regular expressions in rules escape the dots of a domain: `[.]`, `\.` or `\\.`.
    const line = raw.replace(/\[\.\]|\\+\./g, '.');
    return [...line.matchAll(/([A-Za-z0-9._%+-]*)@((?:[A-Za-z0-9-]+\.)+[A-Za-z0-9-]+)/g)].map((match) => ({
      address: match[0],
      domain: (match[2] ?? '').toLowerCase(),
      line: index + 1,
    }));
  });

/** (a) The rules trust no address anyone could register. */
export const rulesProblems = (rules: string, file = 'firestore.rules'): string[] =>
  emailAddressesIn(rules)
    .filter(({ domain }) => !isReservedDomain(domain))
    .map(
      ({ address, domain, line }) =>
        `${file} line ${line} names the e-mail address '${address}'. Whoever registers ${domain} could then ` +
        `sign up with it and be trusted. Remove it from ${file}: admins are accounts the owner granted the ` +
        '`admin` claim (`npm run grant-admin`) or that an admin gave the admin role. Only reserved domains ' +
        `(${RESERVED_DESCRIPTION}) may appear there, e.g. in comments.`,
    );

const REQUIRED_SETTINGS = [
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_APP_ID',
] as const;
const REQUIRED = new Set<string>(REQUIRED_SETTINGS);
const ENV_FILES = '.env.local (or .env.production / .env.production.local, or the shell environment)';

const value = (env: Readonly<Record<string, string | undefined>>, key: string): string =>
  (env[key] ?? '').trim();

/** Why a setting is not a real value: a placeholder of .env.example or README, or an emulator-only value. */
const placeholderReason = (key: string, setting: string): string | null => {
  if (setting.includes('...') || /your-/i.test(setting) || /[<>]/.test(setting))
    return `is still the placeholder '${setting}'`;
  if (key === 'VITE_FIREBASE_PROJECT_ID' && /^demo-/i.test(setting))
    return `'${setting}' is an emulator-only project id (demo-*)`;
  if (key === 'VITE_FIREBASE_AUTH_DOMAIN' && /^(localhost|127\.0\.0\.1)(:\d+)?$/i.test(setting))
    return `'${setting}' only works with the emulators`;
  return null;
};

/** (b) The production build environment (Vite's `loadEnv('production', root, 'VITE_')`) is a real project's. */
export const envProblems = (env: Readonly<Record<string, string | undefined>>): string[] => {
  const problems: string[] = [];
  const backend = value(env, 'VITE_BACKEND').toLowerCase();
  if (backend !== 'firebase') {
    problems.push(
      `VITE_BACKEND is ${backend ? `'${backend}'` : 'not set'} for the production build, so the deployed shop ` +
        `would run the in-memory demo. Set VITE_BACKEND=firebase in ${ENV_FILES}.`,
    );
  }
  for (const key of REQUIRED_SETTINGS) {
    if (value(env, key) === '') {
      problems.push(
        `${key} is not set. Copy it from the Firebase console (Project settings → Your apps → SDK setup and ` +
          `configuration) into ${ENV_FILES}.`,
      );
    }
  }
  for (const key of Object.keys(env)
    .filter((name) => name.startsWith('VITE_FIREBASE_'))
    .sort()) {
    const reason = placeholderReason(key, value(env, key));
    if (reason) {
      problems.push(
        `${key} ${reason}. Set your Firebase project's real value in ${ENV_FILES}` +
          (REQUIRED.has(key) ? '.' : ', or leave it empty.'),
      );
    }
  }
  if (value(env, 'VITE_FIREBASE_EMULATORS').toLowerCase() === 'true') {
    problems.push(
      `VITE_FIREBASE_EMULATORS=true would point the live shop at emulators on localhost. Remove it from ` +
        `${ENV_FILES}; keep emulator settings in .env.development.local, which production builds do not read.`,
    );
  }
  const listed = value(env, 'VITE_ADMIN_EMAILS')
    .split(/[\s,;]+/)
    .filter((address) => address !== '');
  const unreserved = listed.filter((address) => !isReservedDomain(address.split('@').pop() ?? ''));
  if (unreserved.length > 0) {
    problems.push(
      `VITE_ADMIN_EMAILS names ${unreserved.join(', ')}. That list is the demo backend's only; the firebase ` +
        `build ignores it and the rules know no address. Remove VITE_ADMIN_EMAILS from ${ENV_FILES} and make ` +
        'admins with `npm run grant-admin -- --project <id> --email <address>` or from /admin/users.',
    );
  }
  return problems;
};

/** (b) The deploy goes to the project the build is configured for. */
export const projectProblems = (
  env: Readonly<Record<string, string | undefined>>,
  deployProject: string | undefined,
): string[] => {
  const configured = value(env, 'VITE_FIREBASE_PROJECT_ID');
  const target = (deployProject ?? '').trim();
  if (!target || !configured || target === configured) return [];
  return [
    `This deploy goes to project '${target}', but the build environment is for '${configured}'. Deploy with ` +
      `--project ${configured}, or set VITE_FIREBASE_PROJECT_ID=${target} (and that project's other settings) in ` +
      `${ENV_FILES} and rebuild.`,
  ];
};

/** What a production build inlined as `import.meta.env` (one value set per key, over every chunk). */
export type BuiltEnv = Record<string, Set<string>>;

const BUILT_KEYS = ['VITE_BACKEND', 'VITE_FIREBASE_EMULATORS', ...REQUIRED_SETTINGS] as const;

/** Reads the `import.meta.env` objects Vite inlined into the built JavaScript (`VITE_BACKEND:"firebase",…`). */
export const builtEnvOf = (scripts: readonly string[]): BuiltEnv => {
  const built: BuiltEnv = {};
  for (const key of BUILT_KEYS) {
    // `VITE_BACKEND:"firebase"` as minified, or `"VITE_BACKEND":"firebase"` as JSON.
    const pattern = new RegExp(`["'\`]?\\b${key}["'\`]?:\\s*([\`"'])([^\`"']*)\\1`, 'g');
    built[key] = new Set(
      scripts.flatMap((source) => [...source.matchAll(pattern)].map((match) => match[2] ?? '')),
    );
  }
  return built;
};

export interface DistSnapshot {
  /** dist/app-shell.html exists: every build writes it, drawn pages or not. */
  hasShell: boolean;
  /** The text of every dist/assets/*.js. */
  scripts: string[];
}

const REBUILD = 'Rebuild with `npm run build` (or use `npm run deploy`, which checks, builds and deploys).';

/** (c) dist/ exists and was built in firebase mode with the settings the build environment has now. */
export const distProblems = (
  dist: DistSnapshot | null,
  env: Readonly<Record<string, string | undefined>>,
  distDir = 'dist',
): string[] => {
  if (!dist || !dist.hasShell || dist.scripts.length === 0) {
    return [`${distDir}/ has no built app (app-shell.html and assets/*.js). ${REBUILD}`];
  }
  const built = builtEnvOf(dist.scripts);
  const backends = [...(built['VITE_BACKEND'] ?? [])];
  if (backends.length === 0 || backends.some((backend) => backend.trim().toLowerCase() !== 'firebase')) {
    return [
      `${distDir}/ was built for the in-memory demo backend, not firebase (VITE_BACKEND was ` +
        `${backends.length ? `'${backends.join("', '")}'` : 'not set'} at build time). ${REBUILD}`,
    ];
  }
  const problems: string[] = [];
  for (const key of REQUIRED_SETTINGS) {
    const values = [...(built[key] ?? [])];
    const expected = value(env, key);
    if (values.length !== 1 || values[0]?.trim() !== expected) {
      problems.push(
        `${distDir}/ was built with ${key}=${values.length ? values.join(', ') : '(none)'}, but the build ` +
          `environment now says ${expected || '(none)'}. ${REBUILD}`,
      );
    }
  }
  if ([...(built['VITE_FIREBASE_EMULATORS'] ?? [])].some((flag) => flag.trim().toLowerCase() === 'true')) {
    problems.push(
      `${distDir}/ was built to talk to the local emulators (VITE_FIREBASE_EMULATORS=true). ${REBUILD}`,
    );
  }
  return problems;
};

export interface DeployCheck {
  targets: readonly DeployTarget[];
  /** Content of firestore.rules (checked for every target: the rules are what protect the data). */
  rules: string;
  env: Readonly<Record<string, string | undefined>>;
  /** The project the firebase CLI deploys to (GCLOUD_PROJECT in its hooks, or --project). */
  deployProject?: string;
  /** dist/ as built; checked when hosting is deployed, unless `beforeBuild`. */
  dist?: DistSnapshot | null;
  /** `npm run deploy` checks once before it builds: everything but dist/. */
  beforeBuild?: boolean;
  distDir?: string;
}

/** Every reason not to deploy; an empty list means go. */
export const checkDeploy = (check: DeployCheck): string[] => {
  const problems = [...rulesProblems(check.rules)];
  const hosting = check.targets.includes('hosting');
  if (hosting || check.beforeBuild) problems.push(...envProblems(check.env));
  problems.push(...projectProblems(check.env, check.deployProject));
  if (hosting && !check.beforeBuild)
    problems.push(...distProblems(check.dist ?? null, check.env, check.distDir));
  return problems;
};

/** Reads dist/ for `distProblems`; null when it does not exist. */
export const readDist = (distDir: string): DistSnapshot | null => {
  if (!existsSync(distDir)) return null;
  const assets = join(distDir, 'assets');
  const scripts = existsSync(assets)
    ? readdirSync(assets)
        .filter((name) => name.endsWith('.js'))
        .map((name) => readFileSync(join(assets, name), 'utf8'))
    : [];
  return { hasShell: existsSync(join(distDir, 'app-shell.html')), scripts };
};
