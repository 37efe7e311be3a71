// Starts and stops the two emulators the Firebase backend is tested on (docs/operations.md#local-emulators):
// - the Google Cloud Firestore emulator that ships with the Google Cloud CLI, always with --rules=firestore.rules;
// - the Firebase Auth emulator of firebase-tools, from the isolated tool package tools/firebase-emulators
//   (installed on first use, so the app's own `npm install` stays fast).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

export const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
export const PROJECT_ID = 'demo-sheesham';
const TOOL_DIR = join(ROOT, 'tools', 'firebase-emulators');
const FIREBASE_BIN = join(TOOL_DIR, 'node_modules', '.bin', 'firebase');
const DEFAULT_FIRESTORE_BINARY =
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud_firestore_emulator';

const INSTALL_HELP = `
The Firestore emulator needs Java 17+ and the Google Cloud CLI Firestore emulator. On Debian/Ubuntu:
  sudo apt-get install -y openjdk-17-jre-headless
  # Google Cloud CLI apt repository: https://cloud.google.com/sdk/docs/install#deb
  sudo apt-get install -y google-cloud-cli-firestore-emulator
or, with the Google Cloud CLI already installed:  gcloud components install cloud-firestore-emulator
If the emulator lives elsewhere, set FIRESTORE_EMULATOR_BINARY to its cloud_firestore_emulator script.`;

export class SetupError extends Error {}

/** Fails with install instructions when Java or the Firestore emulator is missing; never skips silently. */
export const checkPrerequisites = () => {
  const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (java.error || java.status !== 0) throw new SetupError(`Java was not found on PATH.${INSTALL_HELP}`);
  const binary = process.env.FIRESTORE_EMULATOR_BINARY || DEFAULT_FIRESTORE_BINARY;
  if (!existsSync(binary))
    throw new SetupError(`The Firestore emulator was not found at ${binary}.${INSTALL_HELP}`);
  return { firestoreBinary: binary };
};

/** Installs the pinned firebase-tools from its lockfile the first time (a few minutes, once). */
export const ensureFirebaseTools = () => {
  if (existsSync(FIREBASE_BIN)) return FIREBASE_BIN;
  console.log('Installing firebase-tools for the Auth emulator (tools/firebase-emulators, first run only)…');
  const install = spawnSync(
    'npm',
    ['ci', '--prefix', TOOL_DIR, '--no-audit', '--no-fund', '--loglevel=error'],
    {
      stdio: 'inherit',
    },
  );
  if (install.status !== 0 || !existsSync(FIREBASE_BIN)) {
    throw new SetupError(
      'Could not install firebase-tools: run `npm ci --prefix tools/firebase-emulators` and retry.',
    );
  }
  return FIREBASE_BIN;
};

/**
 * The first port of the kernel's ephemeral range (the local ports outgoing connections are given). A port chosen
 * below it cannot be taken between its choice and its use by one of the many connections the tests open to the
 * emulators, as a port the kernel hands out for `listen(0)` can.
 */
const EPHEMERAL_LOW = (() => {
  try {
    return (
      Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]) || 32768
    );
  } catch {
    return 32768;
  }
})();
const FIRST_CHOSEN_PORT = Math.min(20_000, EPHEMERAL_LOW - 1_000);

/**
 * A listening server on a free port of 127.0.0.1 below the ephemeral range, tried at random.
 *
 * @returns {Promise<import('node:net').Server>}
 */
const listenBelowEphemeral = async () => {
  for (let attempt = 1; ; attempt += 1) {
    const port = FIRST_CHOSEN_PORT + Math.floor(Math.random() * (EPHEMERAL_LOW - FIRST_CHOSEN_PORT));
    const server = createServer();
    const listening = await new Promise((done, reject) => {
      server.once('error', (error) =>
        /** @type {NodeJS.ErrnoException} */ (error).code === 'EADDRINUSE' && attempt < 50
          ? done(false)
          : reject(error),
      );
      server.listen(port, '127.0.0.1', () => done(true));
    });
    if (listening) return server;
  }
};

/** @param {import('node:net').Server} server */
const portOf = (server) => /** @type {import('node:net').AddressInfo} */ (server.address()).port;

/**
 * A TCP port of 127.0.0.1 that is free right now, below the ephemeral range.
 *
 * @returns {Promise<number>}
 */
export const freePort = async () => {
  const server = await listenBelowEphemeral();
  const port = portOf(server);
  await new Promise((closed) => server.close(() => closed(undefined)));
  return port;
};

/**
 * A TCP port of 127.0.0.1 held by a listening server until `release`, so that no process started meanwhile (the
 * emulators open ports of their own) takes it before the test that needs it listens on it.
 *
 * @returns {Promise<{ port: number; release: () => Promise<void> }>}
 */
export const holdPort = async () => {
  const server = await listenBelowEphemeral();
  return {
    port: portOf(server),
    release: () => new Promise((released) => server.close(() => released())),
  };
};

/** @param {number} ms */
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/**
 * @param {string} url
 * @param {string} name
 * @param {import('node:child_process').ChildProcess} child
 * @param {number} [timeoutMs]
 * @param {(response: Response) => boolean} [answered]
 */
const waitUntilAnswering = async (
  url,
  name,
  child,
  timeoutMs = 90_000,
  answered = (response) => response.ok,
) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new SetupError(`The ${name} exited early (code ${child.exitCode}); see its log.`);
    try {
      const response = await fetch(url);
      if (answered(response)) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new SetupError(`The ${name} did not answer at ${url} within ${timeoutMs / 1000} s.`);
};

/** @type {Set<import('node:child_process').ChildProcess>} */
const children = new Set();

/**
 * Each emulator runs in its own process group, so stopping it also stops the Java or Node process it started.
 *
 * @param {string} command
 * @param {string[]} args
 * @param {string} logFile
 * @param {import('node:child_process').SpawnOptions} [options]
 */
const launch = (command, args, logFile, options = {}) => {
  const log = openSync(logFile, 'a');
  const child = spawn(command, args, { detached: true, stdio: ['ignore', log, log], ...options });
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
};

/**
 * Sends `signal` to the process group of a child started by `launch` (its pid is the group's id).
 *
 * @param {import('node:child_process').ChildProcess} child
 * @param {NodeJS.Signals} signal
 */
const killGroup = (child, signal) => {
  if (child.pid === undefined) return; // it never started
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
};

export const stopAll = async () => {
  const running = [...children];
  for (const child of running) killGroup(child, 'SIGTERM');
  const deadline = Date.now() + 5000;
  while (
    running.some((child) => child.exitCode === null && child.signalCode === null) &&
    Date.now() < deadline
  ) {
    await sleep(100);
  }
  for (const child of running) killGroup(child, 'SIGKILL');
};

/**
 * Starts both emulators on the given ports, waits until they answer, and returns their addresses. Logs go to
 * files in a temporary directory (the Firestore emulator prints a stack trace for every denied request).
 *
 * @param {{ firestorePort: number; authPort: number; hubPort: number; loggingPort: number }} ports
 */
export const startEmulators = async ({ firestorePort, authPort, hubPort, loggingPort }) => {
  const { firestoreBinary } = checkPrerequisites();
  const firebase = ensureFirebaseTools();
  const logDir = mkdtempSync(join(tmpdir(), 'sheesham-emulators-'));
  const firestoreHost = `127.0.0.1:${firestorePort}`;
  const authHost = `127.0.0.1:${authPort}`;

  const firestore = launch(
    firestoreBinary,
    ['--host=127.0.0.1', `--port=${firestorePort}`, `--rules=${join(ROOT, 'firestore.rules')}`],
    join(logDir, 'firestore.log'),
  );

  // firebase-tools reads its ports from a config file: a temporary one, so parallel runs never collide.
  const configFile = join(logDir, 'firebase.json');
  const authLog = join(logDir, 'auth.log');
  /** @param {{ hub: number; logging: number }} ports */
  const launchAuth = (ports) => {
    writeFileSync(
      configFile,
      JSON.stringify({
        emulators: {
          auth: { host: '127.0.0.1', port: authPort },
          hub: { host: '127.0.0.1', port: ports.hub },
          logging: { host: '127.0.0.1', port: ports.logging },
          ui: { enabled: false },
        },
      }),
    );
    return launch(
      firebase,
      ['emulators:start', '--only', 'auth', '--project', PROJECT_ID, '--config', configFile],
      authLog,
      { cwd: logDir, env: { ...process.env, FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true' } },
    );
  };
  /**
   * The hub and logging ports were free when chosen, but another process (the Firestore emulator's Java opens ports
   * of its own) can take one before firebase-tools binds it: then the Auth emulator starts again on fresh ones.
   */
  const startAuth = async () => {
    let ports = { hub: hubPort, logging: loggingPort };
    for (let attempt = 1; ; attempt += 1) {
      const auth = launchAuth(ports);
      try {
        return await waitUntilAnswering(`http://${authHost}/`, 'Auth emulator', auth);
      } catch (error) {
        const portTaken = /port taken/i.test(readFileSync(authLog, 'utf8'));
        if (!portTaken || attempt === 3) throw error;
        ports = { hub: await freePort(), logging: await freePort() };
      }
    }
  };

  try {
    await Promise.all([
      waitUntilAnswering(`http://${firestoreHost}/`, 'Firestore emulator', firestore),
      startAuth(),
    ]);
  } catch (error) {
    await stopAll();
    throw new SetupError(`${error instanceof Error ? error.message : String(error)}\nLogs: ${logDir}`);
  }
  return { firestoreHost, authHost, logDir, projectId: PROJECT_ID };
};

/**
 * Tells the Google Cloud Firestore emulator to post each Firestore trigger's events to the Functions emulator, as
 * firebase-tools does only for a Firestore emulator it started itself (docs/operations.md#server-module). The
 * trigger's key is its function id and generation (0 on the first load).
 *
 * @param {string} functionsHost
 * @param {string} firestoreHost
 */
const registerFirestoreTriggers = async (functionsHost, firestoreHost) => {
  /** @typedef {{ id: string; eventTrigger?: { eventType: string; eventFilters: Record<string, string>; eventFilterPathPatterns?: Record<string, string> } }} FunctionTrigger */
  // The emulator answers before it has loaded the functions: wait for them.
  /** @type {FunctionTrigger[]} */
  let triggers = [];
  for (
    const deadline = Date.now() + 90_000;
    triggers.length === 0 && Date.now() < deadline;
    await sleep(250)
  ) {
    /** @type {{ backends: { functionTriggers: FunctionTrigger[] }[] }} */
    const { backends } = await (await fetch(`http://${functionsHost}/backends`)).json();
    triggers = backends.flatMap((backend) => backend.functionTriggers);
  }
  let registered = 0;
  for (const { id, eventTrigger } of triggers) {
    if (!eventTrigger?.eventType.startsWith('google.cloud.firestore.document.')) continue;
    const exact = eventTrigger.eventFilters['document'];
    const body = {
      eventType: eventTrigger.eventType,
      database: eventTrigger.eventFilters['database'],
      namespace: eventTrigger.eventFilters['namespace'],
      document: exact
        ? { value: exact, matchType: 'EXACT' }
        : { value: eventTrigger.eventFilterPathPatterns?.['document'], matchType: 'PATH_PATTERN' },
    };
    const response = await fetch(
      `http://${firestoreHost}/emulator/v1/projects/${PROJECT_ID}/eventarcTrigger?eventarcTriggerId=${id}-0`,
      { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
    );
    if (!response.ok)
      throw new SetupError(
        `Could not register the trigger ${id}: HTTP ${response.status} ${await response.text()}`,
      );
    registered += 1;
  }
  if (registered === 0)
    throw new SetupError('The Functions emulator loaded no Firestore trigger from functions/lib.');
  return registered;
};

/**
 * Starts the Firestore emulator and the Functions emulator (firebase-tools, loading functions/lib as built by
 * scripts/functions/build-functions.mjs) with the Firestore triggers wired between them, and beside them the Auth
 * emulator a browser signs in to and the Hosting emulator serving `hostingDir` with the rewrites of a shop whose
 * server module draws its pages (scripts/deploy/hostingWithPages.ts), on free ports. `env` reaches the functions
 * (the SMTP server's address, the shop's origin). Returns their addresses.
 *
 * @param {Record<string, string>} env
 * @param {string} hostingDir
 */
export const startFunctionsEmulators = async (env, hostingDir) => {
  const { firestoreBinary } = checkPrerequisites();
  const firebase = ensureFirebaseTools();
  const logDir = mkdtempSync(join(tmpdir(), 'sheesham-functions-'));
  const [firestorePort, functionsPort, authPort, hubPort, loggingPort, eventarcPort, tasksPort, hostingPort] =
    await Promise.all(Array.from({ length: 8 }, () => freePort()));
  const firestoreHost = `127.0.0.1:${firestorePort}`;
  const functionsHost = `127.0.0.1:${functionsPort}`;
  const authHost = `127.0.0.1:${authPort}`;
  const hostingHost = `127.0.0.1:${hostingPort}`;
  /** @type {{ module: typeof import('../deploy/hostingWithPages') }} */
  const { module: pages } = await runnerImport(join(ROOT, 'scripts', 'deploy', 'hostingWithPages.ts'));
  const { hosting } = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8'));
  mkdirSync(hostingDir, { recursive: true });
  const firestore = launch(
    firestoreBinary,
    [
      '--host=127.0.0.1',
      `--port=${firestorePort}`,
      `--rules=${join(ROOT, 'firestore.rules')}`,
      `--functions_emulator=${functionsHost}`,
    ],
    join(logDir, 'firestore.log'),
  );
  const configFile = join(logDir, 'firebase.json');
  writeFileSync(
    configFile,
    JSON.stringify({
      // firebase-tools reads the source relative to the config file.
      functions: { source: relative(logDir, join(ROOT, 'functions')) },
      hosting: {
        ...pages.hostingWithPages(hosting),
        public: relative(logDir, hostingDir),
        predeploy: undefined,
      },
      emulators: {
        functions: { host: '127.0.0.1', port: functionsPort },
        hosting: { host: '127.0.0.1', port: hostingPort },
        auth: { host: '127.0.0.1', port: authPort },
        hub: { host: '127.0.0.1', port: hubPort },
        logging: { host: '127.0.0.1', port: loggingPort },
        eventarc: { host: '127.0.0.1', port: eventarcPort },
        tasks: { host: '127.0.0.1', port: tasksPort },
        ui: { enabled: false },
      },
    }),
  );
  const functions = launch(
    firebase,
    ['emulators:start', '--only', 'functions,auth,hosting', '--project', PROJECT_ID, '--config', configFile],
    join(logDir, 'functions.log'),
    {
      cwd: logDir,
      env: {
        ...process.env,
        ...env,
        FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
        FIRESTORE_EMULATOR_HOST: firestoreHost,
      },
    },
  );
  try {
    await Promise.all([
      waitUntilAnswering(`http://${firestoreHost}/`, 'Firestore emulator', firestore),
      waitUntilAnswering(`http://${functionsHost}/backends`, 'Functions emulator', functions),
      waitUntilAnswering(`http://${authHost}/`, 'Auth emulator', functions),
      // Any answer: the build it serves may not be written yet.
      waitUntilAnswering(`http://${hostingHost}/cart`, 'Hosting emulator', functions, 90_000, () => true),
    ]);
    const triggers = await registerFirestoreTriggers(functionsHost, firestoreHost);
    return { firestoreHost, functionsHost, authHost, hostingHost, logDir, projectId: PROJECT_ID, triggers };
  } catch (error) {
    await stopAll();
    throw new SetupError(`${error instanceof Error ? error.message : String(error)}\nLogs: ${logDir}`);
  }
};

/** Stops the emulators when this process is interrupted or ends. */
export const stopOnExit = () => {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      void stopAll().then(() => process.exit(130));
    });
  }
  process.on('exit', () => {
    for (const child of children) killGroup(child, 'SIGKILL');
  });
};
