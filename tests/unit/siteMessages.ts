import { readFileSync } from 'node:fs';

/** The site's UI strings in `locale` (`.dumi/theme/locales/<locale>.json`), by message id. */
export function siteMessages(locale: string): Record<string, string> {
  return JSON.parse(readFileSync(`.dumi/theme/locales/${locale}.json`, 'utf8')) as Record<
    string,
    string
  >;
}
