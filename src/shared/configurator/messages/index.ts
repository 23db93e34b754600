import en from './en-US.json';
import zh from './zh-CN.json';

/**
 * The configurator's UI strings, by locale: in its own chunk, not in the site's locale files, which
 * every page loads with the main entry. Ids are those of the English file.
 */
export type ConfiguratorMessageId = keyof typeof en;

export const CONFIGURATOR_MESSAGES: Record<string, Record<ConfiguratorMessageId, string>> = {
  'en-US': en,
  'zh-CN': zh,
};

/** The strings of `locale` (a dumi locale id), English for any other. */
export function configuratorMessages(locale: string): Record<ConfiguratorMessageId, string> {
  return CONFIGURATOR_MESSAGES[locale] ?? en;
}
