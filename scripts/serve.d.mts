import type { Server } from 'node:http';

/** Maps a request path (below the base) to a file in `root`, or null when there is none. */
export function resolveFile(root: string, pathname: string): string | null;

/** Serves a built site like a static host; resolves with the server and its URL (ending in the base). */
export function startServer(options?: {
  dir?: string;
  port?: number;
  host?: string;
  base?: string;
}): Promise<{ server: Server; url: string }>;

/** One rule of a `_headers` file: a path pattern and its headers (names in lower case), in order. */
export interface HeaderFileRule {
  path: string;
  headers: Array<[name: string, value: string]>;
}

/** Reads a `_headers` file (Netlify's and Cloudflare Pages' format). */
export function parseHeaders(text: string): HeaderFileRule[];

/** Whether a rule's path pattern (`*` splat, `:name` placeholder) matches `pathname`. */
export function pathMatches(pattern: string, pathname: string): boolean;

/** The headers of every rule matching `pathname`; repeated names joined with ", ". */
export function headersFor(rules: readonly HeaderFileRule[], pathname: string): Record<string, string>;
