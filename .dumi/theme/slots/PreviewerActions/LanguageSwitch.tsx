import { useIntl } from 'dumi';
import React from 'react';
import {
  CODE_LANGUAGES,
  chooseCodeLanguage,
  type CodeLanguage,
} from '@site/shared/site/codeLanguage';

/** Product names: not translated. */
const NAMES: Record<CodeLanguage, string> = { ts: 'TypeScript', js: 'JavaScript' };

interface LanguageSwitchProps {
  language: CodeLanguage;
  onPreloadJavaScript?: () => void;
}

/** Two toggle buttons (`aria-pressed`); the choice holds for every demo of the site. */
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
