import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  checkDeploy,
  distProblems,
  envProblems,
  isReservedDomain,
  projectProblems,
  readDist,
  rulesProblems,
} from '../../scripts/deploy/deployGuard';

const ROOT = join(__dirname, '../..');

/** A build environment as .env.local would give it for a real project. */
const GOOD_ENV = {
  VITE_BACKEND: 'firebase',
  VITE_FIREBASE_API_KEY: 'AIzaSyB-real-looking-key',
  VITE_FIREBASE_AUTH_DOMAIN: 'sheesham-live.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'sheesham-live',
  VITE_FIREBASE_APP_ID: '1:1234567890:web:abcdef',
  VITE_FIREBASE_STORAGE_BUCKET: 'sheesham-live.appspot.com',
  VITE_FIREBASE_EMULATORS: 'false',
};

/** The `import.meta.env` object Vite inlines into the shell chunk, as minified. */
const builtShell = (env: Record<string, string>): string =>
  `const t=e.env??{BASE_URL:\`/\`,DEV:!1,MODE:\`production\`,PROD:!0,SSR:!1,${Object.entries(env)
    .map(([key, value]) => `${key}:\`${value}\``)
    .join(',')}},n=Ia(t);`;
const GOOD_DIST = { hasShell: true, scripts: [builtShell(GOOD_ENV), 'export const other = 1;'] };

const RULES_WITHOUT_ADDRESSES = `rules_version = '2';
// Admins: the owner's claim, e.g. granted to owner@example.com, or the admin role (never a listed address).
service cloud.firestore {
  match /databases/{database}/documents {
    function isAdmin() { return request.auth.token.get('admin', false) == true; }
    function isHttpsUrl(url) { return url.matches('https://[^/\\\\s@?#]+([/?#].*)?'); }
  }
}`;

describe('deploy guard: firestore.rules (a)', () => {
  it('passes rules that name no address, or only reserved ones, and the shipped firestore.rules', () => {
    expect(rulesProblems(RULES_WITHOUT_ADDRESSES)).toEqual([]);
    expect(
      rulesProblems("let staff = ['a@example.com', 'b@shop.example', 'c@x.test', 'd@y.invalid'];"),
    ).toEqual([]);
    expect(rulesProblems(readFileSync(join(ROOT, 'firestore.rules'), 'utf8'))).toEqual([]);
  });

  it('refuses a registrable address and says which line and what to change', () => {
    const rules = RULES_WITHOUT_ADDRESSES.replace(
      "function isAdmin() { return request.auth.token.get('admin', false) == true; }",
      "function adminEmails() { return ['owner@demo.shop', 'admin@example.com']; }",
    );
    const problems = rulesProblems(rules);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain("line 5 names the e-mail address 'owner@demo.shop'");
    expect(problems[0]).toContain('Remove it from firestore.rules');
    expect(problems[0]).toContain('npm run grant-admin');
  });

  it('refuses a domain check written as a regular expression, and an address in a comment', () => {
    expect(
      rulesProblems("allow write: if request.auth.token.email.matches('.*@demo[.]shop$');"),
    ).toHaveLength(1);
    expect(
      rulesProblems("allow write: if request.auth.token.email.matches('.*@gmail\\\\.com$');"),
    ).toHaveLength(1);
    expect(rulesProblems('// the owner is boss@sheesham.in')).toHaveLength(1);
  });

  it('knows the reserved domains and nothing more', () => {
    for (const domain of [
      'example.com',
      'EXAMPLE.org',
      'shop.example.net',
      'a.example',
      'b.invalid',
      'c.test',
      'localhost',
    ])
      expect(isReservedDomain(domain)).toBe(true);
    for (const domain of [
      'demo.shop',
      'example.co',
      'notexample.com',
      'example.com.evil.in',
      'test.shop',
      'gmail.com',
    ])
      expect(isReservedDomain(domain)).toBe(false);
  });
});

describe('deploy guard: the build environment (b)', () => {
  it('passes a real project configuration', () => {
    expect(envProblems(GOOD_ENV)).toEqual([]);
    expect(envProblems({ ...GOOD_ENV, VITE_ADMIN_EMAILS: 'test@example.com' })).toEqual([]);
  });

  it('refuses the memory backend, or no backend at all', () => {
    expect(envProblems({ ...GOOD_ENV, VITE_BACKEND: 'memory' })).toEqual([
      expect.stringContaining('Set VITE_BACKEND=firebase in .env.local'),
    ]);
    const { VITE_BACKEND: _, ...withoutBackend } = GOOD_ENV;
    expect(envProblems(withoutBackend)).toEqual([expect.stringContaining('VITE_BACKEND is not set')]);
  });

  it.each([
    'VITE_FIREBASE_API_KEY',
    'VITE_FIREBASE_AUTH_DOMAIN',
    'VITE_FIREBASE_PROJECT_ID',
    'VITE_FIREBASE_APP_ID',
  ])('refuses a missing %s, naming it', (key) => {
    expect(envProblems({ ...GOOD_ENV, [key]: '  ' })).toEqual([
      expect.stringMatching(new RegExp(`^${key} is not set\\. Copy it from the Firebase console`)),
    ]);
  });

  it.each([
    ['VITE_FIREBASE_API_KEY', '...', 'is still the placeholder'],
    ['VITE_FIREBASE_PROJECT_ID', 'your-project', 'is still the placeholder'],
    ['VITE_FIREBASE_AUTH_DOMAIN', 'your-project.firebaseapp.com', 'is still the placeholder'],
    ['VITE_FIREBASE_STORAGE_BUCKET', 'your-project.appspot.com', 'is still the placeholder'],
    ['VITE_FIREBASE_PROJECT_ID', 'demo-sheesham', 'is an emulator-only project id'],
    ['VITE_FIREBASE_AUTH_DOMAIN', 'localhost', 'only works with the emulators'],
  ])('refuses %s=%s', (key, setting, reason) => {
    const problems = envProblems({ ...GOOD_ENV, [key]: setting });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(`${key} `);
    expect(problems[0]).toContain(reason);
  });

  it('refuses a build pointed at the emulators', () => {
    expect(envProblems({ ...GOOD_ENV, VITE_FIREBASE_EMULATORS: 'true' })).toEqual([
      expect.stringContaining('.env.development.local'),
    ]);
  });

  it('refuses an admin list that names a registrable address (the demo addresses included)', () => {
    const problems = envProblems({ ...GOOD_ENV, VITE_ADMIN_EMAILS: 'owner@demo.shop, admin@demo.shop' });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('VITE_ADMIN_EMAILS names owner@demo.shop, admin@demo.shop');
    expect(problems[0]).toContain('Remove VITE_ADMIN_EMAILS');
  });

  it('refuses a deploy to another project than the build is for', () => {
    expect(projectProblems(GOOD_ENV, 'sheesham-live')).toEqual([]);
    expect(projectProblems(GOOD_ENV, undefined)).toEqual([]);
    expect(projectProblems(GOOD_ENV, 'someone-else')).toEqual([
      expect.stringContaining('--project sheesham-live'),
    ]);
  });
});

describe('deploy guard: dist/ (c)', () => {
  it('passes a firebase-mode build of the configured project', () => {
    expect(distProblems(GOOD_DIST, GOOD_ENV)).toEqual([]);
  });

  it('refuses a missing or empty build', () => {
    expect(distProblems(null, GOOD_ENV)).toEqual([expect.stringContaining('dist/ has no built app')]);
    expect(distProblems({ hasShell: false, scripts: GOOD_DIST.scripts }, GOOD_ENV)).toHaveLength(1);
    expect(distProblems({ hasShell: true, scripts: [] }, GOOD_ENV)).toHaveLength(1);
  });

  it('refuses a build of the memory backend', () => {
    const { VITE_BACKEND: _, ...demo } = GOOD_ENV;
    expect(distProblems({ hasShell: true, scripts: [builtShell(demo)] }, GOOD_ENV)).toEqual([
      expect.stringContaining('built for the in-memory demo backend'),
    ]);
    expect(
      distProblems(
        { hasShell: true, scripts: [builtShell({ ...GOOD_ENV, VITE_BACKEND: 'memory' })] },
        GOOD_ENV,
      ),
    ).toHaveLength(1);
  });

  it('refuses a build for another project or with other settings, and one pointed at the emulators', () => {
    const other = { ...GOOD_ENV, VITE_FIREBASE_PROJECT_ID: 'old-project' };
    expect(distProblems({ hasShell: true, scripts: [builtShell(other)] }, GOOD_ENV)).toEqual([
      expect.stringContaining(
        'VITE_FIREBASE_PROJECT_ID=old-project, but the build environment now says sheesham-live',
      ),
    ]);
    const stale = { ...GOOD_ENV, VITE_FIREBASE_API_KEY: 'AIza-old-key' };
    expect(distProblems({ hasShell: true, scripts: [builtShell(stale)] }, GOOD_ENV)).toHaveLength(1);
    const local = { ...GOOD_ENV, VITE_FIREBASE_EMULATORS: 'true' };
    expect(distProblems({ hasShell: true, scripts: [builtShell(local)] }, GOOD_ENV)).toEqual([
      expect.stringContaining('VITE_FIREBASE_EMULATORS=true'),
    ]);
  });

  it('reads the inlined environment whether minified or as JSON', () => {
    const json = `var env = ${JSON.stringify(GOOD_ENV)};`;
    expect(distProblems({ hasShell: true, scripts: [json] }, GOOD_ENV)).toEqual([]);
  });
});

describe('deploy guard: the whole check and its command', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('checks rules for every target, the environment and dist/ for hosting, and skips dist/ before the build', () => {
    const base = {
      rules: RULES_WITHOUT_ADDRESSES,
      env: GOOD_ENV,
      dist: GOOD_DIST,
      deployProject: 'sheesham-live',
    };
    expect(checkDeploy({ ...base, targets: ['firestore', 'hosting'] })).toEqual([]);
    expect(checkDeploy({ ...base, targets: ['firestore'], rules: "'x@demo.shop'" })).toHaveLength(1);
    expect(checkDeploy({ ...base, targets: ['firestore'], env: {}, dist: null })).toEqual([]);
    expect(checkDeploy({ ...base, targets: ['hosting'], dist: null })).toHaveLength(1);
    expect(checkDeploy({ ...base, targets: ['hosting'], dist: null, beforeBuild: true })).toEqual([]);
    expect(checkDeploy({ ...base, targets: ['hosting'], env: { ...GOOD_ENV, VITE_BACKEND: '' } })).toEqual([
      expect.stringContaining('VITE_BACKEND is not set'),
    ]);
  });

  it('reads a dist/ folder from disk', () => {
    const dir = mkdtempSync(join(tmpdir(), 'deploy-guard-'));
    dirs.push(dir);
    expect(readDist(join(dir, 'missing'))).toBeNull();
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'app-shell.html'), '<!doctype html>');
    writeFileSync(join(dir, 'assets', 'index-abc.js'), builtShell(GOOD_ENV));
    writeFileSync(join(dir, 'assets', 'index-abc.css'), 'body{}');
    const dist = readDist(dir);
    expect(dist).toEqual({ hasShell: true, scripts: [builtShell(GOOD_ENV)] });
    expect(distProblems(dist, GOOD_ENV)).toEqual([]);
  });

  // The command itself, as the firebase.json hooks run it (the repo's own env files may hold anything, so only
  // outcomes that no env file can change are asserted).
  const run = (args: string[], env: Record<string, string>) => {
    const { GCLOUD_PROJECT: _, ...inherited } = process.env;
    return spawnSync('node', ['scripts/deploy/checkDeploy.mjs', ...args], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...inherited, ...env },
    });
  };

  it('passes the shipped rules and refuses a memory build environment, from the command line', () => {
    const rules = run(['firestore'], {});
    expect(rules.stderr).toBe('');
    expect(rules.status).toBe(0);
    const memory = run(['hosting', '--before-build'], { VITE_BACKEND: 'memory' });
    expect(memory.status).toBe(1);
    expect(memory.stderr).toContain('Deploy refused (hosting)');
    expect(memory.stderr).toContain('Set VITE_BACKEND=firebase');
  });
});
