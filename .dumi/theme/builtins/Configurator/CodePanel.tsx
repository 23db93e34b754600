import { useIntl } from 'dumi';
import { useEffect, useMemo, useRef, useState } from 'react';
import { configuratorPlayground } from '@site/client/configurator/playground';
import { loadPlayground, preloadPlayground } from '@site/client/playground/lazy';
import {
  configuratorCode,
  configuratorStylesheet,
  THEME_FILE,
  type CodeFlavour,
} from '@site/shared/configurator/code';
import type { ConfiguratorState } from '@site/shared/configurator/state';
import { PlainCode } from '../SourceCode/CodeBlock';

/** Says "the code has changed" in a live region after each change, only when the reader asked. */
function CodeAnnouncer({ code, on, message }: { code: string; on: boolean; message: string }) {
  const [text, setText] = useState('');
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (on) setText((previous) => (previous === message ? `${message}\u00a0` : message));
  }, [code]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <p role="status" className="site-visually-hidden">
      {on ? text : ''}
    </p>
  );
}

/** "The code": the file the choices make, its CodeSandbox and StackBlitz buttons, and its announcer. */
export function CodePanel(props: {
  state: ConfiguratorState;
  language: CodeFlavour;
  t: (id: string) => string;
  idPrefix: string;
}) {
  const { state, language, t } = props;
  const intl = useIntl();
  const id = `${props.idPrefix}-announce`;
  const code = useMemo(() => configuratorCode(state, language), [state, language]);
  const stylesheet = useMemo(() => configuratorStylesheet(state), [state]);
  const [announce, setAnnounce] = useState(false);
  const open = (where: 'codesandbox' | 'stackblitz') => {
    const project = configuratorPlayground(state, language);
    void loadPlayground().then((module) =>
      where === 'codesandbox'
        ? module.openInCodeSandbox(project)
        : module.openInStackBlitz(project),
    );
  };
  const button = (where: 'codesandbox' | 'stackblitz') => (
    <button
      type="button"
      onPointerEnter={preloadPlayground}
      onFocus={preloadPlayground}
      onClick={() => open(where)}
    >
      {intl.formatMessage({ id: `previewer.actions.${where}` })}
    </button>
  );
  return (
    <section>
      <h2>{t('code')}</h2>
      <p className="site-configurator-actions">
        {button('codesandbox')}
        {button('stackblitz')}
        <span className="site-configurator-announce">
          <input
            id={id}
            type="checkbox"
            checked={announce}
            onChange={(event) => setAnnounce(event.target.checked)}
          />
          <label htmlFor={id}>{t('announce')}</label>
        </span>
      </p>
      <PlainCode code={code} lang={language === 'ts' ? 'tsx' : 'jsx'} />
      {stylesheet && (
        <>
          <h3>{t('themeFile').replace('{file}', THEME_FILE)}</h3>
          <PlainCode code={stylesheet} lang="css" />
        </>
      )}
      <CodeAnnouncer code={`${code}${stylesheet ?? ''}`} on={announce} message={t('announced')} />
    </section>
  );
}
