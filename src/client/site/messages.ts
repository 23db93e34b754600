/** react-intl for dumi's theme, without ICU: UI strings are plain text with `{name}` at most. */

export type MessageValue = string | number | boolean | null | undefined | object;
export type MessageValues = Record<string, MessageValue>;

export interface MessageDescriptor {
  id?: string;
  defaultMessage?: string;
  description?: string | object;
}

export interface MessageConfig {
  locale: string;
  messages?: Record<string, string | undefined>;
  defaultLocale?: string;
  onError?: (error: Error) => void;
}

const PLACEHOLDER = /\{\s*([A-Za-z_$][\w$.-]*)\s*\}/g;

/** Why a message cannot be formatted here, or `null` when it can. */
export function unsupportedSyntax(message: string): string | null {
  const rest = message.replace(PLACEHOLDER, '');
  if (/[{}]/.test(rest)) return 'only plain text with {name} placeholders is supported';
  // ICU quoting: an apostrophe before a brace or another apostrophe changes the text.
  if (/'[{}']/.test(message)) return 'ICU apostrophe quoting is not supported';
  return null;
}

/** Fills each `{name}`; with a React element among the values, returns the parts, as react-intl. */
export function formatText(message: string, values?: MessageValues): string | MessageValue[] {
  if (!values) return message;
  const parts: MessageValue[] = [];
  let last = 0;
  let rich = false;
  for (const match of message.matchAll(PLACEHOLDER)) {
    const index = match.index ?? 0;
    if (index > last) parts.push(message.slice(last, index));
    const name = match[1];
    const value = Object.prototype.hasOwnProperty.call(values, name) ? values[name] : match[0];
    if (value !== null && typeof value === 'object') rich = true;
    parts.push(value);
    last = index + match[0].length;
  }
  if (last < message.length) parts.push(message.slice(last));
  return rich
    ? parts
    : parts.map((part) => (part === null || part === undefined ? '' : String(part))).join('');
}

export interface MessageFormatter {
  locale: string;
  defaultLocale: string;
  messages: Record<string, string | undefined>;
  formatMessage(descriptor: MessageDescriptor, values?: MessageValues): string;
}

/** Looks messages up by id: the locale's text, else the default, else the id (and `onError`). */
export function createMessageFormatter(config: MessageConfig): MessageFormatter {
  const messages = config.messages ?? {};
  const onError = config.onError ?? (() => undefined);
  return {
    locale: config.locale,
    defaultLocale: config.defaultLocale ?? 'en',
    messages,
    formatMessage(descriptor, values) {
      const id = descriptor.id ?? '';
      const own = Object.prototype.hasOwnProperty.call(messages, id) ? messages[id] : undefined;
      const message = own ?? descriptor.defaultMessage;
      if (message === undefined) {
        onError(new Error(`Missing message "${id}" for locale "${config.locale}"`));
        return id;
      }
      // Typed as a string, as react-intl's overloads do; FormattedMessage renders the array form.
      return formatText(message, values) as string;
    },
  };
}
