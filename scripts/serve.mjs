#!/usr/bin/env node
/**
 * Serves the prerendered site in dist/ the way a static host does:
 * `/demo/simple` → dist/demo/simple/index.html, assets by extension, `/~demos/<id>` → the
 * standalone demo shell, and any unknown path → dist/404.html with status 404. Headers come from
 * the build's `_headers` file as Netlify and Cloudflare Pages read it (each page's
 * Content-Security-Policy, src/node/csp/headers.ts); the file itself is not served.
 * Usage: node scripts/serve.mjs [--port 4173] [--dir dist] [--base <path>, by default the build's own]
 */
import { createServer } from 'node:http';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createGzip } from 'node:zlib';
import { builtBase } from './built-base.cjs';

/** @type {Record<string, string>} */
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};

/**
 * One rule of a `_headers` file: a path pattern and its headers (names in lower case), in order.
 * @typedef {{ path: string, headers: Array<[name: string, value: string]> }} HeaderFileRule
 */

const COMPRESSIBLE = /^(text\/|application\/(json|xml)|image\/svg)/;

/** @param {string} path */
function isFile(path) {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/**
 * Maps a request path (below the base) to a file in `root`, or null when there is none.
 * @param {string} root
 * @param {string} pathname
 * @returns {string | null}
 */
export function resolveFile(root, pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const target = normalize(join(root, decoded));
  if (target !== root && !target.startsWith(root + sep)) return null;
  if (isFile(target)) return target;
  const index = join(target, 'index.html');
  if (isFile(index)) return index;
  if (isFile(`${target}.html`)) return `${target}.html`;
  if (/^\/~demos\/[^/]+\/?$/.test(decoded)) {
    const shell = join(root, '~demos', ':id', 'index.html');
    if (isFile(shell)) return shell;
  }
  return null;
}

/**
 * Reads a `_headers` file: a path pattern on a line of its own, then its headers indented
 * (`  Name: value`); `#` starts a comment. Returns the rules in file order.
 * @param {string} text
 * @returns {HeaderFileRule[]}
 */
export function parseHeaders(text) {
  /** @type {HeaderFileRule[]} */
  const rules = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: [] });
      continue;
    }
    const colon = line.indexOf(':');
    if (colon < 0 || !rules.length) throw new Error(`_headers: cannot read the line "${line}"`);
    rules[rules.length - 1].headers.push([
      line.slice(0, colon).trim().toLowerCase(),
      line.slice(colon + 1).trim(),
    ]);
  }
  return rules;
}

/**
 * Whether a rule's path pattern matches `pathname`: `*` matches the rest, `:name` one segment.
 * @param {string} pattern
 * @param {string} pathname
 */
export function pathMatches(pattern, pathname) {
  const source = pattern
    .split(/(\*|:[A-Za-z_]\w*)/)
    .map((part) =>
      part === '*'
        ? '.*'
        : part.startsWith(':')
          ? '[^/]+'
          : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('');
  return new RegExp(`^${source}$`).test(pathname);
}

/**
 * The headers of every rule that matches `pathname`, in file order; a header set by several
 * rules gets their values joined with ", " (as Cloudflare Pages does: for
 * Content-Security-Policy that is several policies, all enforced).
 * @param {readonly HeaderFileRule[]} rules
 * @param {string} pathname
 * @returns {Record<string, string>}
 */
export function headersFor(rules, pathname) {
  /** @type {Record<string, string>} */
  const headers = {};
  for (const rule of rules) {
    if (!pathMatches(rule.path, pathname)) continue;
    for (const [name, value] of rule.headers)
      headers[name] = headers[name] ? `${headers[name]}, ${value}` : value;
  }
  return headers;
}

/**
 * Starts the server; resolves with the server and its URL (ending in the base, by default the one
 * the build was made for).
 * @param {{ dir?: string, port?: number, host?: string, base?: string }} [options]
 * @returns {Promise<{ server: import('node:http').Server, url: string }>}
 */
export function startServer({ dir = 'dist', port = 4173, host = '127.0.0.1', base } = {}) {
  const root = resolve(dir);
  if (!existsSync(join(root, 'index.html'))) {
    throw new Error(`${root}/index.html not found: run \`npm run build\` first.`);
  }
  const prefix = (base ?? builtBase(readFileSync(join(root, 'index.html'), 'utf8'))).replace(
    /\/?$/,
    '/',
  );
  const headersPath = join(root, '_headers');
  const rules = isFile(headersPath) ? parseHeaders(readFileSync(headersPath, 'utf8')) : [];
  const server = createServer((req, res) => {
    const url = new URL(req.url || '/', 'http://localhost');
    const extra = headersFor(rules, url.pathname);
    let pathname = url.pathname;
    if (prefix !== '/') {
      if (pathname === prefix.slice(0, -1)) pathname = prefix;
      if (!pathname.startsWith(prefix)) return send404(res, root, extra);
      pathname = pathname.slice(prefix.length - 1);
    }
    const file = pathname === '/_headers' ? null : resolveFile(root, pathname);
    if (!file) return send404(res, root, extra);
    const hashed = /\.[0-9a-f]{8}\.(async\.)?(js|css)$/.test(file);
    const type = TYPES[extname(file)] || 'application/octet-stream';
    const gzip = COMPRESSIBLE.test(type) && /\bgzip\b/.test(req.headers['accept-encoding'] || '');
    res.writeHead(200, {
      ...extra,
      'content-type': type,
      'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
      vary: 'accept-encoding',
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
    });
    if (req.method === 'HEAD') return res.end();
    const body = createReadStream(file);
    if (gzip) body.pipe(createGzip()).pipe(res);
    else body.pipe(res);
  });
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = /** @type {import('node:net').AddressInfo} */ (server.address());
      resolvePromise({ server, url: `http://${host}:${address.port}${prefix}` });
    });
  });
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {string} root
 * @param {Record<string, string>} [extra]
 */
function send404(res, root, extra = {}) {
  const page = join(root, '404.html');
  res.writeHead(404, { ...extra, 'content-type': TYPES['.html'], 'cache-control': 'no-cache' });
  if (isFile(page)) createReadStream(page).pipe(res);
  else res.end('Not found');
}

/**
 * @param {string} name
 * @param {string} fallback
 */
function arg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i > -1 ? process.argv[i + 1] : fallback;
}

if (
  import.meta.url === pathToFileURL(process.argv[1] || '').href &&
  /serve\.mjs$/.test(process.argv[1] || '')
) {
  startServer({
    dir: arg('dir', 'dist'),
    port: Number(arg('port', process.env.PORT || '4173')),
    base: arg('base', '') || undefined,
  }).then(
    ({ url }) => console.log(`Serving ${arg('dir', 'dist')}/ at ${url}`),
    (error) => {
      console.error(error.message);
      process.exit(1);
    },
  );
}
