/**
 * Recognises the errors webpack raises when a lazily loaded route chunk cannot be fetched, so the
 * site can tell "the page did not arrive" (reload helps) apart from "the page crashed".
 *
 * - Script chunk, failed or timed out (120 s): `ChunkLoadError`, message
 *   `Loading chunk {id} failed.\n(error|timeout: {url})`, with `type` and `request` fields.
 * - Style chunk (mini-css-extract-plugin): message `Loading CSS chunk {id} failed.\n({href})`,
 *   `code: 'CSS_CHUNK_LOAD_FAILED'`, with `type` and `request` fields.
 */

/** What could not be loaded: a route's script or its style sheet. */
export type LoadFailureKind = 'script' | 'style';

/** A chunk that failed to load, as far as the error tells. */
export interface LoadFailure {
  kind: LoadFailureKind;
  /** webpack's chunk id (`"docs__changelog.md"` or `"1234"`), when the message names it. */
  chunk?: string;
  /** The address that failed, when the error carries it. */
  url?: string;
  /** True when the request timed out rather than failed. */
  timedOut: boolean;
}

interface ErrorFields {
  name?: unknown;
  message?: unknown;
  code?: unknown;
  type?: unknown;
  request?: unknown;
}

const SCRIPT_MESSAGE = /Loading chunk (\S+?) failed/;
const STYLE_MESSAGE = /Loading CSS chunk (\S+?) failed/;

function field(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The URL in webpack's `(error: url)` / `(timeout: url)` / `(url)` message suffix. */
function urlFromMessage(message: string): string | undefined {
  const match = /\((?:(?:error|timeout|missing): )?([^()\s]+)\)\s*$/.exec(message);
  return match?.[1];
}

/**
 * Returns a description of the chunk when `error` is a script or style chunk load failure, and
 * null for any other value (including ordinary render errors).
 */
export function chunkLoadFailure(error: unknown): LoadFailure | null {
  if (typeof error !== 'object' || error === null) return null;
  const fields = error as ErrorFields;
  const message = field(fields.message) ?? '';
  const style = fields.code === 'CSS_CHUNK_LOAD_FAILED' || STYLE_MESSAGE.test(message);
  const script = !style && (fields.name === 'ChunkLoadError' || SCRIPT_MESSAGE.test(message));
  if (!style && !script) return null;
  const chunk = (style ? STYLE_MESSAGE : SCRIPT_MESSAGE).exec(message)?.[1]?.replace(/\.$/, '');
  return {
    kind: style ? 'style' : 'script',
    chunk,
    url: field(fields.request) ?? urlFromMessage(message),
    timedOut: fields.type === 'timeout' || /\(timeout: /.test(message),
  };
}

/** Message ids (in .dumi/theme/locales) of the recovery notice for an error. */
export interface RecoveryMessageIds {
  title: string;
  description: string;
}

/** Picks the notice's wording: a chunk that did not arrive, or a page that crashed. */
export function recoveryMessageIds(failure: LoadFailure | null): RecoveryMessageIds {
  if (!failure) return { title: 'recovery.crash.title', description: 'recovery.crash.description' };
  return {
    title: 'recovery.chunk.title',
    description: failure.timedOut ? 'recovery.chunk.timeout' : 'recovery.chunk.description',
  };
}
