#!/usr/bin/env node
/**
 * Serves the prerendered site in dist/ the way a static host does:
 * `/demo/simple` → dist/demo/simple/index.html, assets by extension, `/~demos/<id>` → the
 * standalone demo shell, and any unknown path → dist/404.html with status 404.
 * Usage: node scripts/serve.mjs [--port 4173] [--dir dist] [--base /]
 */
import { createServer } from 'node:http';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createGzip } from 'node:zlib';

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

const COMPRESSIBLE = /^(text\/|application\/(json|xml)|image\/svg)/;

function isFile(path) {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** Maps a request path (below the base) to a file in `root`, or null when there is none. */
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

/** Starts the server; resolves with { server, url }. */
export function startServer({ dir = 'dist', port = 4173, host = '127.0.0.1', base = '/' } = {}) {
  const root = resolve(dir);
  if (!existsSync(join(root, 'index.html'))) {
    throw new Error(`${root}/index.html not found: run \`npm run build\` first.`);
  }
  const prefix = base.replace(/\/?$/, '/');
  const server = createServer((req, res) => {
    const url = new URL(req.url || '/', 'http://localhost');
    let pathname = url.pathname;
    if (prefix !== '/') {
      if (pathname === prefix.slice(0, -1)) pathname = prefix;
      if (!pathname.startsWith(prefix)) return send404(res, root);
      pathname = pathname.slice(prefix.length - 1);
    }
    const file = resolveFile(root, pathname);
    if (!file) return send404(res, root);
    const hashed = /\.[0-9a-f]{8}\.(async\.)?(js|css)$/.test(file);
    const type = TYPES[extname(file)] || 'application/octet-stream';
    const gzip = COMPRESSIBLE.test(type) && /\bgzip\b/.test(req.headers['accept-encoding'] || '');
    res.writeHead(200, {
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
      const address = server.address();
      resolvePromise({ server, url: `http://${host}:${address.port}${prefix}` });
    });
  });
}

function send404(res, root) {
  const page = join(root, '404.html');
  res.writeHead(404, { 'content-type': TYPES['.html'], 'cache-control': 'no-cache' });
  if (isFile(page)) createReadStream(page).pipe(res);
  else res.end('Not found');
}

function arg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i > -1 ? process.argv[i + 1] : fallback;
}

if (import.meta.url === pathToFileURL(process.argv[1] || '').href && /serve\.mjs$/.test(process.argv[1] || '')) {
  startServer({
    dir: arg('dir', 'dist'),
    port: Number(arg('port', process.env.PORT || 4173)),
    base: arg('base', '/'),
  }).then(({ url }) => console.log(`Serving dist/ at ${url}`), (error) => {
    console.error(error.message);
    process.exit(1);
  });
}
