// Serves a production build the way Firebase Hosting serves it (firebase.json "hosting"), so Lighthouse measures the
// bytes a shopper really downloads: brotli for browsers that accept it (gzip otherwise), the single-page rewrite
// and the configured headers. `vite preview` only gzips, which made the shell ~31 KB heavier than on the live host.
import { readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/**
 * The `hosting` section of firebase.json, as far as this server reads it.
 * @typedef {{
 *   cleanUrls?: boolean;
 *   rewrites?: Array<
 *     | { source: string; destination: string }
 *     | { regex: string; destination: string }
 *     | { source: string; function: { functionId: string } }
 *   >;
 *   headers?: Array<{ source: string; headers: Array<{ key: string; value: string }> }>;
 * }} HostingConfig
 */

/** @type {Record<string, string>} */
const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = /^(text\/|image\/svg|application\/(json|manifest))/;

/**
 * A Hosting glob ("/assets/**", "**", "*.js") as an anchored expression over a request path.
 *
 * @param {string} glob
 * @returns {RegExp}
 */
export const globToRegExp = (glob) => {
  const source = glob
    .split('**')
    .map((part) =>
      part
        .replace(/[.+^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '[^/]*')
        .replace(/\?/g, '[^/]'),
    )
    .join('.*');
  return new RegExp(`^${source.startsWith('/') || source.startsWith('.*') ? '' : '/'}${source}$`);
};

/**
 * Picks the encoding Hosting would send for an Accept-Encoding header: brotli first, then gzip, else none.
 *
 * @param {string} [acceptEncoding]
 * @returns {'br' | 'gzip' | null}
 */
export const chooseEncoding = (acceptEncoding = '') => {
  const accepted = acceptEncoding
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, quality]) => !quality || Number(quality.trim().replace('q=', '')) > 0)
    .map(([name = '']) => name.trim().toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return null;
};

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Compresses off the event loop (brotli's quality 11 takes seconds for the whole build), so one file being
 * compressed never holds up the answers for the others, such as a service worker's precache.
 *
 * @param {Buffer} body
 * @param {'br' | 'gzip'} encoding
 * @returns {Promise<Buffer>}
 */
const encode = (body, encoding) =>
  encoding === 'br'
    ? brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
    : gzipAsync(body, { level: 9 });

/**
 * What a function a rewrite names answers (the server module's drawPage, drawn in this process).
 * @typedef {(address: string) => Promise<{ status: number; cacheControl: string; html: string }>} PageFunction
 */

/**
 * Starts a server for `publicDir` with the `hosting` section of firebase.json (rewrites to a file or to a function,
 * headers) on 127.0.0.1:`port` (0 for any free port); resolves to the node http.Server once it listens. Each file is
 * compressed once, on its first request, and kept in memory; a function's answer, on each request.
 *
 * @param {string} publicDir
 * @param {HostingConfig} hosting
 * @param {number} port
 * @param {PageFunction} [pageFunction] answers the rewrites to a function
 * @returns {Promise<import('node:http').Server>}
 */
export const startHostingServer = (publicDir, hosting, port, pageFunction) => {
  const rewrites = (hosting.rewrites ?? []).map((rule) => ({
    match: 'regex' in rule ? new RegExp(rule.regex) : globToRegExp(rule.source),
    destination: 'destination' in rule ? rule.destination : null,
  }));
  const headerRules = (hosting.headers ?? []).map((rule) => ({
    match: globToRegExp(rule.source),
    headers: rule.headers,
  }));
  /** @type {Map<string, Promise<Buffer>>} */
  const encoded = new Map();

  /** @param {string} path */
  const fileAt = (path) => {
    try {
      const file = normalize(join(publicDir, decodeURIComponent(path)));
      if (!file.startsWith(normalize(publicDir) + sep)) return null;
      return statSync(file).isFile() ? file : null;
    } catch {
      // A malformed escape or a missing file: no file there.
      return null;
    }
  };

  /** With cleanUrls, '/about' is served from about.html. @param {string} path */
  const cleanFileAt = (path) =>
    hosting.cleanUrls && !path.endsWith('/') && extname(path) === '' ? fileAt(`${path}.html`) : null;

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://host');
    const path = url.pathname;
    if (hosting.cleanUrls && path.endsWith('.html')) {
      // Hosting sends '/about.html' to '/about' (and '/index.html' to '/').
      const clean = path.replace(/(\/index)?\.html$/, '') || '/';
      response.writeHead(301, { Location: clean + url.search }).end();
      return;
    }
    const rewrite = rewrites.find((rule) => rule.match.test(path));
    const file =
      fileAt(path === '/' ? '/index.html' : path) ??
      cleanFileAt(path) ??
      (rewrite?.destination ? fileAt(rewrite.destination) : null);
    if (!file && rewrite && !rewrite.destination && pageFunction) {
      const answer = await pageFunction(path + url.search);
      const encoding = chooseEncoding(request.headers['accept-encoding']);
      const raw = Buffer.from(answer.html);
      const body = encoding ? await encode(raw, encoding) : raw;
      response.writeHead(answer.status, {
        'Content-Type': CONTENT_TYPES['.html'],
        'Content-Length': body.length,
        'Cache-Control': answer.cacheControl,
        Vary: 'Accept-Encoding',
        ...(encoding ? { 'Content-Encoding': encoding } : {}),
      });
      response.end(request.method === 'HEAD' ? undefined : body);
      return;
    }
    if (!file) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    const type = CONTENT_TYPES[extname(file)] ?? 'application/octet-stream';
    const encoding = COMPRESSIBLE.test(type) ? chooseEncoding(request.headers['accept-encoding']) : null;
    const key = `${encoding}:${file}`;
    let pending = encoded.get(key);
    if (!pending) {
      const raw = readFileSync(file);
      pending = encoding ? encode(raw, encoding) : Promise.resolve(raw);
      encoded.set(key, pending);
    }
    const body = await pending;
    /** @type {Record<string, string | number>} */
    const headers = {
      'Content-Type': type,
      'Content-Length': body.length,
      'Cache-Control': 'max-age=3600',
      Vary: 'Accept-Encoding',
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
    };
    for (const rule of headerRules.filter((candidate) => candidate.match.test(path))) {
      for (const { key: name, value } of rule.headers) headers[name] = value;
    }
    response.writeHead(200, headers);
    response.end(request.method === 'HEAD' ? undefined : body);
  });
  return new Promise((done, fail) => {
    server.on('error', fail);
    server.listen(port, '127.0.0.1', () => done(server));
  });
};
