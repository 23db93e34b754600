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
