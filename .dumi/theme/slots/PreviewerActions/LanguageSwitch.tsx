import { useIntl } from 'dumi';
import React from 'react';
import {
  CODE_LANGUAGES,
  chooseCodeLanguage,
  type CodeLanguage,
} from '../../../../src/site/codeLanguage';

/** The languages' names, the same on every page (product names are not translated). */
const NAMES: Record<CodeLanguage, string> = { ts: 'TypeScript', js: 'JavaScript' };

interface LanguageSwitchProps {
  /** The language the code is shown in. */
  language: CodeLanguage;
  /** Called when the pointer or focus reaches the JavaScript button (to fetch it early). */
  onPreloadJavaScript?: () => void;
}

/**
 * TypeScript or JavaScript, for every demo of the site: two toggle buttons (`aria-pressed`) in a
 * named group. A click stores the choice (src/site/codeLanguage.ts), and every code panel follows.
 */
const LanguageSwitch: React.FC<LanguageSwitchProps> = ({ language, onPreloadJavaScript }) => {
  const intl = useIntl();
  return (
    <div
      role="group"
      aria-label={intl.formatMessage({ id: 'previewer.code.language' })}
      className="site-code-language"
    >
      {CODE_LANGUAGES.map((option) => (
        <button
          key={option}
          type="button"
          className="site-code-language-option"
          aria-pressed={option === language}
          onClick={() => chooseCodeLanguage(option)}
          onPointerEnter={option === 'js' ? onPreloadJavaScript : undefined}
          onFocus={option === 'js' ? onPreloadJavaScript : undefined}
        >
          {NAMES[option]}
        </button>
      ))}
    </div>
  );
};

export default LanguageSwitch;
