import { history, useLocale, useLocation } from 'dumi';
import { useId, useMemo, useRef, useSyncExternalStore } from 'react';
import { useCodeLanguage } from '@site/client/site/useCodeLanguage';
import {
  configuratorMessages,
  type ConfiguratorMessageId,
} from '@site/shared/configurator/messages';
import {
  CONTROLS,
  parseState,
  serialiseState,
  type ConfiguratorState,
} from '@site/shared/configurator/state';
import { configuratorNotes } from '@site/shared/configurator/warnings';
import { withoutTrailingSlash } from '@site/shared/site/paths';
import { CodePanel } from './CodePanel';
import { Controls } from './Controls';
import { Preview } from './Preview';

type Name = keyof ConfiguratorState;

const subscribeToHistory = (onChange: () => void) => history.listen(onChange);
const readSearch = () => window.location.search;

/** The configurator: the choices (kept in the address), the table they make, and its code. */
export default function Panel() {
  const location = useLocation();
  // The prerendered page holds the defaults; the address's choices apply once hydrated.
  const search = useSyncExternalStore(subscribeToHistory, readSearch, () => '');
  const locale = useLocale();
  const messages = configuratorMessages(locale.id);
  const t = (id: string) => messages[id as ConfiguratorMessageId] ?? id;
  const state = useMemo(() => parseState(search), [search]);
  const notes = useMemo(() => configuratorNotes(state), [state]);
  const language = useCodeLanguage();
  const idPrefix = useId();
  const lastChanged = useRef<Name | null>(null);

  /** Writes the choices into the address: a new history entry per control, not per keystroke. */
  const update = (name: Name, value: ConfiguratorState[Name]) => {
    const query = serialiseState({ ...state, [name]: value });
    const to = { pathname: location.pathname, search: query ? `?${query}` : '' };
    // A number typed or a colour dragged through the picker is one step back, not one per value.
    const continuous = CONTROLS[name].kind === 'number' || CONTROLS[name].kind === 'colour';
    if (lastChanged.current === name && continuous) history.replace(to);
    else history.push(to);
    lastChanged.current = name;
  };
  const reset = () => {
    lastChanged.current = null;
    history.push({ pathname: location.pathname, search: '' });
  };

  return (
    <>
      <Controls
        state={state}
        notes={notes}
        t={t}
        localeBase={withoutTrailingSlash('base' in locale ? locale.base : '/')}
        idPrefix={idPrefix}
        onChange={update}
        onReset={serialiseState(state) === '' ? null : reset}
      />
      <Preview state={state} title={t('preview')} idPrefix={idPrefix} />
      <CodePanel state={state} language={language} t={t} idPrefix={idPrefix} />
    </>
  );
}
