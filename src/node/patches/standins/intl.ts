/**
 * `intl`: stands in for `react-intl`, which dumi's theme and its generated locale container import,
 * with the same names and shapes; formatting is src/client/site/messages.ts (plain text with `{name}`
 * placeholders). The components dumi re-exports and nothing on the site uses fail loudly.
 */
import React, { createContext, useContext, useMemo } from 'react';
import {
  createMessageFormatter,
  formatText,
  type MessageConfig,
  type MessageDescriptor,
  type MessageFormatter,
  type MessageValues,
} from '../../../client/site/messages';

export type IntlShape = MessageFormatter;
export type { MessageDescriptor };

export const IntlContext = createContext<IntlShape | null>(null);
IntlContext.displayName = 'IntlContext';

export const RawIntlProvider = IntlContext.Provider;

export const createIntlCache = (): Record<string, never> => ({});

export const createIntl = (config: MessageConfig, _cache?: unknown): IntlShape =>
  createMessageFormatter(config);

export const defineMessages = <T extends Record<string, MessageDescriptor>>(messages: T): T =>
  messages;

export function useIntl(): IntlShape {
  const intl = useContext(IntlContext);
  if (!intl) throw new Error('useIntl: no IntlProvider above this component');
  return intl;
}

export const IntlProvider: React.FC<MessageConfig & { children?: React.ReactNode }> = ({
  children,
  locale,
  messages,
  defaultLocale,
  onError,
}) => {
  const intl = useMemo(
    () => createMessageFormatter({ locale, messages, defaultLocale, onError }),
    [locale, messages, defaultLocale, onError],
  );
  return React.createElement(RawIntlProvider, { value: intl }, children);
};

export function injectIntl<P extends { intl: IntlShape }>(Component: React.ComponentType<P>) {
  const WithIntl = (props: Omit<P, 'intl'>) =>
    React.createElement(Component, { ...(props as P), intl: useIntl() });
  WithIntl.displayName = `injectIntl(${Component.displayName || Component.name || 'Component'})`;
  return WithIntl;
}

type FormattedMessageProps = MessageDescriptor & {
  values?: MessageValues;
  children?: (...nodes: React.ReactNode[]) => React.ReactNode;
};

export const FormattedMessage: React.FC<FormattedMessageProps> = ({
  values,
  children,
  ...descriptor
}) => {
  const intl = useIntl();
  const text = intl.formatMessage(descriptor);
  const formatted = values === undefined ? text : formatText(text, values);
  const nodes = (Array.isArray(formatted) ? formatted : [formatted]) as React.ReactNode[];
  if (typeof children === 'function')
    return React.createElement(React.Fragment, null, children(...nodes));
  return React.createElement(React.Fragment, null, ...nodes);
};

const unsupported = (name: string) => {
  const Unsupported = (): never => {
    throw new Error(
      `${name} is not available: the site formats messages with src/node/patches/standins/intl.ts`,
    );
  };
  Unsupported.displayName = name;
  return Unsupported;
};

export const FormattedDate = unsupported('FormattedDate');
export const FormattedDateParts = unsupported('FormattedDateParts');
export const FormattedDisplayName = unsupported('FormattedDisplayName');
export const FormattedList = unsupported('FormattedList');
export const FormattedNumber = unsupported('FormattedNumber');
export const FormattedNumberParts = unsupported('FormattedNumberParts');
export const FormattedPlural = unsupported('FormattedPlural');
export const FormattedRelativeTime = unsupported('FormattedRelativeTime');
export const FormattedTime = unsupported('FormattedTime');
export const FormattedTimeParts = unsupported('FormattedTimeParts');
