import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseEncoding, globToRegExp, startHostingServer } from '../../scripts/lighthouse/hostingServer.mjs';
import { hostingWithPages } from '../../scripts/deploy/hostingWithPages';

const firebaseJson = JSON.parse(readFileSync(join(__dirname, '../../firebase.json'), 'utf8')) as {
  hosting: Parameters<typeof startHostingServer>[1];
};
const INDEX = '<!doctype html><title>Sheesham Home</title>' + '<p>shop</p>'.repeat(200);
const SHELL_PAGE = '<!doctype html><title>Sheesham Home</title><div id="root"></div>';
const PRODUCT_PAGE = '<!doctype html><title>Jodhpur Sofa — Sheesham Home</title>';
const SHELL = 'export const shell = "' + 'sheesham '.repeat(2000) + '";';
/** About 1 MB of varied text: brotli at quality 11 takes a good part of a second over it. */
const LARGE_CHUNK = Array.from({ length: 60_000 }, (_, index) => `row${(index * 7919) % 100_003},`).join(
  '\n',
);

/** GET over node's http (fetch would decode the body and hide what was sent). */
const get = async (server: Server, path: string, acceptEncoding?: string) => {
  const { port } = server.address() as AddressInfo;
  const { request } = await import('node:http');
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((done, fail) => {
    const req = request(
      { host: '127.0.0.1', port, path, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          done({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    req.on('error', fail);
    req.end();
  });
};

describe('hosting server for Lighthouse (serves a build as firebase.json tells Firebase Hosting to)', () => {
  let root: string;
  let server: Server;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'hosting-server-'));
    const build = join(root, 'dist');
    mkdirSync(join(build, 'assets'), { recursive: true });
    writeFileSync(join(build, 'index.html'), INDEX);
    writeFileSync(join(build, 'app-shell.html'), SHELL_PAGE);
    mkdirSync(join(build, 'sofas'));
    writeFileSync(join(build, 'sofas', 'jodhpur-sofa.html'), PRODUCT_PAGE);
    writeFileSync(join(build, 'assets', 'index-abc.js'), SHELL);
    writeFileSync(join(build, 'sw.js'), SHELL);
    writeFileSync(join(build, 'demo-photos-sw.js'), SHELL);
    writeFileSync(join(build, 'assets', 'admin-big.js'), LARGE_CHUNK);
    writeFileSync(join(root, 'secret.txt'), 'not part of the build');
    server = await startHostingServer(build, firebaseJson.hosting, 0);
  });
  afterAll(() => {
    server.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('sends brotli to a browser that accepts it, gzip to one that only takes gzip, and plain bytes otherwise', async () => {
    const chrome = await get(server, '/assets/index-abc.js', 'gzip, deflate, br, zstd');
    expect(chrome.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(chrome.body).toString()).toBe(SHELL);
    expect(chrome.body.length).toBeLessThan(SHELL.length / 10);

    const gzipOnly = await get(server, '/assets/index-abc.js', 'gzip');
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipOnly.body).toString()).toBe(SHELL);

    const plain = await get(server, '/assets/index-abc.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SHELL);
    expect(plain.headers['content-type']).toMatch(/^text\/javascript/);
  });

  it('answers a prerendered page at its clean address, and every other path with the app shell', async () => {
    const home = await get(server, '/', 'br');
    expect(brotliDecompressSync(home.body).toString()).toBe(INDEX);
    const drawn = await get(server, '/sofas/jodhpur-sofa', 'br');
    expect(drawn.headers['content-type']).toMatch(/^text\/html/);
    expect(brotliDecompressSync(drawn.body).toString()).toBe(PRODUCT_PAGE);
    for (const path of ['/products', '/products/prod0001sheeshamdemo', '/living-room/a-sofa', '/sofas/']) {
      const page = await get(server, path, 'br');
      expect(page.status).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(brotliDecompressSync(page.body).toString()).toBe(SHELL_PAGE);
    }
  });

  it('answers a file it has compressed while another, large one is still being compressed', async () => {
    await get(server, '/assets/index-abc.js', 'br');
    const finished: string[] = [];
    const large = get(server, '/assets/admin-big.js', 'br').then(() => finished.push('large'));
    const small = get(server, '/assets/index-abc.js', 'br').then(() => finished.push('small'));
    await Promise.all([large, small]);
    expect(finished).toEqual(['small', 'large']);
  });

  it("sends an address ending in .html to its clean address, as Hosting's cleanUrls does", async () => {
    const page = await get(server, '/sofas/jodhpur-sofa.html?ref=whatsapp');
    expect(page.status).toBe(301);
    expect(page.headers.location).toBe('/sofas/jodhpur-sofa?ref=whatsapp');
    expect((await get(server, '/index.html')).headers.location).toBe('/');
  });

  it('applies firebase.json headers: hashed assets cached for a year, the page for an hour, the workers never', async () => {
    expect((await get(server, '/assets/index-abc.js')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await get(server, '/products')).headers['cache-control']).toBe('max-age=3600');
    // The worker and the script it imports are checked with the server on every update check, so a deploy's
    // worker reaches every browser at once rather than after an hour in a cache.
    expect((await get(server, '/sw.js')).headers['cache-control']).toBe('no-cache');
    expect((await get(server, '/demo-photos-sw.js')).headers['cache-control']).toBe('no-cache');
  });

  it('never serves a file outside the build, and survives a malformed path', async () => {
    for (const path of ['/..%2fsecret.txt', '/assets/..%2f..%2fsecret.txt', '/products/%E0%A4']) {
      expect((await get(server, path)).body.toString()).toBe(SHELL_PAGE);
    }
  });

  it('reads Hosting globs and Accept-Encoding as Hosting does', () => {
    expect(globToRegExp('**').test('/any/path.js')).toBe(true);
    expect(globToRegExp('/assets/**').test('/assets/a/b.js')).toBe(true);
    expect(globToRegExp('/assets/**').test('/images/a.svg')).toBe(false);
    expect(globToRegExp('*.js').test('/a.js')).toBe(true);
    expect(globToRegExp('*.js').test('/dir/a.js')).toBe(false);
    expect(chooseEncoding('gzip;q=1, br;q=0')).toBe('gzip');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
  });
});

describe('hosting server with the rewrites of a shop whose server module draws its pages', () => {
  let root: string;
  let server: Server;
  const asked: string[] = [];

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'hosting-pages-'));
    mkdirSync(join(root, 'sofas'));
    writeFileSync(join(root, 'app-shell.html'), SHELL_PAGE);
    writeFileSync(join(root, 'sofas', 'jodhpur-sofa.html'), PRODUCT_PAGE);
    server = await startHostingServer(
      root,
      hostingWithPages(firebaseJson.hosting) as Parameters<typeof startHostingServer>[1],
      0,
      async (address) => {
        asked.push(address);
        return {
          status: 404,
          cacheControl: 'public, max-age=0, s-maxage=60',
          html: `<p>drawn ${address}</p>`,
        };
      },
    );
  });
  afterAll(() => {
    server.close();
    rmSync(root, { recursive: true, force: true });
  });

  it("answers a file first, the app's own pages with the shell, and every other address from the function", async () => {
    expect((await get(server, '/sofas/jodhpur-sofa')).body.toString()).toBe(PRODUCT_PAGE);
    expect((await get(server, '/cart')).body.toString()).toBe(SHELL_PAGE);
    expect(asked).toEqual([]);
    const drawn = await get(server, '/sofas/kota-sofa?ref=wa', 'br');
    expect(drawn.status).toBe(404);
    expect(drawn.headers['cache-control']).toBe('public, max-age=0, s-maxage=60');
    expect(brotliDecompressSync(drawn.body).toString()).toBe('<p>drawn /sofas/kota-sofa?ref=wa</p>');
    expect(asked).toEqual(['/sofas/kota-sofa?ref=wa']);
  });
});
