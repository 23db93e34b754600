/** Tells a route chunk that did not arrive (a reload helps) apart from a page that crashed. */

export type LoadFailureKind = 'script' | 'style';

export interface LoadFailure {
  kind: LoadFailureKind;
  /** webpack's chunk id, when the message names it. */
  chunk?: string;
  url?: string;
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

/** The URL in the message's `(error: url)`, `(timeout: url)` or `(url)` suffix. */
function urlFromMessage(message: string): string | undefined {
  const match = /\((?:(?:error|timeout|missing): )?([^()\s]+)\)\s*$/.exec(message);
  return match?.[1];
}

/** The failed chunk when `error` is a chunk load failure, else null. */
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

/** Message ids (.dumi/theme/locales) of the recovery notice. */
export interface RecoveryMessageIds {
  title: string;
  description: string;
}

export function recoveryMessageIds(failure: LoadFailure | null): RecoveryMessageIds {
  if (!failure) return { title: 'recovery.crash.title', description: 'recovery.crash.description' };
  return {
    title: 'recovery.chunk.title',
    description: failure.timedOut ? 'recovery.chunk.timeout' : 'recovery.chunk.description',
  };
}
