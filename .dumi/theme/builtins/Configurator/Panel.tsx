import { Link, history, useIntl, useLocale, useLocation } from 'dumi';
import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { ConfiguredTable } from '@site/client/configurator/ConfiguredTable';
import { loadPlayground, preloadPlayground } from '@site/client/playground/lazy';
import { configuratorPlayground } from '@site/client/configurator/playground';
import {
  configuratorMessages,
  type ConfiguratorMessageId,
} from '@site/shared/configurator/messages';
import { useCodeLanguage } from '@site/client/site/useCodeLanguage';
import { configuratorCode } from '@site/shared/configurator/code';
import {
  CONTROLS,
  parseState,
  serialiseState,
  type ConfiguratorState,
} from '@site/shared/configurator/state';
import { configuratorNotes, type ControlNote } from '@site/shared/configurator/warnings';
import { PlainCode } from '../SourceCode/CodeBlock';
import { withoutTrailingSlash } from '@site/shared/site/paths';

type Name = keyof ConfiguratorState;

/** The notes that are rc-table's own development warnings (the rest say what it does). */
const WARNING_IDS = new Set(['legacy-title', 'nested-expand', 'fixed-order']);

/** The controls of each group, in the order the page shows them. */
const GROUPS: Array<[string, Name[]]> = [
  ['look', ['bordered', 'striped', 'showHeader', 'title', 'footer', 'caption']],
  [
    'scrolling',
    ['scrollX', 'scrollXWidth', 'scrollY', 'sticky', 'stickyOffsetHeader', 'stickyOffsetSummary'],
  ],
  ['columns', ['fixedLeft', 'fixedRight', 'tableLayout', 'ellipsis', 'grouped', 'merged']],
  [
    'rows',
    [
      'rows',
      'expandable',
      'expandRowByClick',
      'rowExpandable',
      'expandColumnAt',
      'expandFixed',
      'tree',
      'indentSize',
      'summary',
      'empty',
      'rtl',
    ],
  ],
];

const subscribeToHistory = (onChange: () => void) => history.listen(onChange);
const readSearch = () => window.location.search;

/** A control that only means something with another choice made is disabled without it. */
function enabled(name: Name, state: ConfiguratorState): boolean {
  switch (name) {
    case 'scrollXWidth':
      return state.scrollX === 'width';
    case 'stickyOffsetHeader':
    case 'stickyOffsetSummary':
      return state.sticky;
    case 'expandRowByClick':
    case 'rowExpandable':
    case 'expandColumnAt':
    case 'expandFixed':
      return state.expandable;
    case 'indentSize':
      return state.tree;
    default:
      return true;
  }
}

/** A number field that keeps what the reader types and passes on only values in range. */
function NumberField(props: {
  id: string;
  name: Name;
  value: number;
  disabled: boolean;
  describedBy?: string;
  onChange: (value: number) => void;
}) {
  const control = CONTROLS[props.name] as { min: number; max: number; step: number };
  const [draft, setDraft] = useState(String(props.value));
  useEffect(() => setDraft(String(props.value)), [props.value]);
  return (
    <input
      id={props.id}
      type="number"
      inputMode="numeric"
      min={control.min}
      max={control.max}
      step={control.step}
      value={draft}
      disabled={props.disabled}
      aria-describedby={props.describedBy}
      onChange={(event) => {
        setDraft(event.target.value);
        const value = Number(event.target.value);
        if (
          event.target.value !== '' &&
          Number.isInteger(value) &&
          value >= control.min &&
          value <= control.max
        )
          props.onChange(value);
      }}
      onBlur={() => setDraft(String(props.value))}
    />
  );
}

/** The configurator: the choices (kept in the address), the table they make, and its code. */
export default function Panel() {
  const intl = useIntl();

  const location = useLocation();
  // The prerendered page holds the defaults; the address's choices apply once hydrated.
  const search = useSyncExternalStore(subscribeToHistory, readSearch, () => '');
  const locale = useLocale();
  const messages = configuratorMessages(locale.id);
  const t = (id: string) => messages[id as ConfiguratorMessageId] ?? id;
  const localeBase = withoutTrailingSlash('base' in locale ? locale.base : '/');
  const state = useMemo(() => parseState(search), [search]);
  const language = useCodeLanguage();
  const code = useMemo(() => configuratorCode(state, language), [state, language]);
  const notes = useMemo(() => configuratorNotes(state), [state]);
  const idPrefix = useId();
  const [announce, setAnnounce] = useState(false);
  const lastChanged = useRef<Name | null>(null);

  /** Writes the choices into the address: a new history entry per control, not per keystroke. */
  const update = (name: Name, value: ConfiguratorState[Name]) => {
    const query = serialiseState({ ...state, [name]: value });
    const to = { pathname: location.pathname, search: query ? `?${query}` : '' };
    if (lastChanged.current === name && CONTROLS[name].kind === 'number') history.replace(to);
    else history.push(to);
    lastChanged.current = name;
  };
  const reset = () => {
    lastChanged.current = null;
    history.push({ pathname: location.pathname, search: '' });
  };

  const notesOf = (name: Name) => notes.filter((note) => note.control === name);
  const noteId = (note: ControlNote) => `${idPrefix}-note-${note.id}`;

  const renderControl = (name: Name): ReactNode => {
    const control = CONTROLS[name];
    const id = `${idPrefix}-${name}`;
    const own = notesOf(name);
    const describedBy = own.length ? own.map(noteId).join(' ') : undefined;
    const disabled = !enabled(name, state);
    let field: ReactNode;
    if (control.kind === 'boolean')
      field = (
        <input
          id={id}
          type="checkbox"
          checked={state[name] as boolean}
          disabled={disabled}
          aria-describedby={describedBy}
          onChange={(event) => update(name, event.target.checked)}
        />
      );
    else if (control.kind === 'choice')
      field = (
        <select
          id={id}
          value={state[name] as string}
          disabled={disabled}
          aria-describedby={describedBy}
          onChange={(event) => update(name, event.target.value as ConfiguratorState[Name])}
        >
          {control.values.map((value) => (
            <option key={value} value={value}>
              {t(`${name}.${value}`)}
            </option>
          ))}
        </select>
      );
    else
      field = (
        <NumberField
          id={id}
          name={name}
          value={state[name] as number}
          disabled={disabled}
          describedBy={describedBy}
          onChange={(value) => update(name, value)}
        />
      );
    return (
      <li key={name} className={`site-configurator-control site-configurator-${control.kind}`}>
        {control.kind === 'boolean' ? (
          <>
            {field}
            <label htmlFor={id}>{t(name)}</label>
          </>
        ) : (
          <>
            <label htmlFor={id}>{t(name)}</label>
            {field}
          </>
        )}
        {own.map((note) => (
          <p key={note.id} id={noteId(note)} className="site-configurator-note">
            {t(WARNING_IDS.has(note.id) ? `warning.${note.id}` : `note.${note.id}`)}{' '}
            <Link to={`${localeBase}/demo/${note.page}`}>{t('more')}</Link>
          </p>
        ))}
      </li>
    );
  };

  const playgroundProps = () => configuratorPlayground(state, language);
  const open = (where: 'codesandbox' | 'stackblitz') => {
    void loadPlayground().then((module) =>
      where === 'codesandbox'
        ? module.openInCodeSandbox(playgroundProps())
        : module.openInStackBlitz(playgroundProps()),
    );
  };

  const scrolls = !state.sticky;
  return (
    <>
      <div
        role="form"
        className="site-configurator-form"
        aria-label={t('choices')}
        onSubmit={(e) => e.preventDefault()}
      >
        {GROUPS.map(([group, names]) => (
          <fieldset key={group}>
            <legend>{t(`group.${group}`)}</legend>
            <ul>{names.map(renderControl)}</ul>
          </fieldset>
        ))}
        <p>
          <button type="button" onClick={reset} disabled={serialiseState(state) === ''}>
            {t('reset')}
          </button>
        </p>
      </div>
      <section>
        <h2 id={`${idPrefix}-preview`}>{t('preview')}</h2>
        {/* A scroll box for a table wider than the page; not with sticky, which sticks to the window. */}
        <div
          className="site-configurator-preview"
          data-scrolls={scrolls || undefined}
          {...(scrolls
            ? { tabIndex: 0, role: 'region', 'aria-labelledby': `${idPrefix}-preview` }
            : {})}
        >
          {/* rc-table 7.30.3 memoises `sticky` without it among the memo's inputs (useSticky): a
              mounted table keeps what it first saw, so the table mounts anew when it changes. */}
          <ConfiguredTable key={state.sticky ? 'sticky' : 'plain'} state={state} />
        </div>
      </section>
      <section>
        <h2>{t('code')}</h2>
        <p className="site-configurator-actions">
          <button
            type="button"
            onPointerEnter={preloadPlayground}
            onFocus={preloadPlayground}
            onClick={() => open('codesandbox')}
          >
            {intl.formatMessage({ id: 'previewer.actions.codesandbox' })}
          </button>
          <button
            type="button"
            onPointerEnter={preloadPlayground}
            onFocus={preloadPlayground}
            onClick={() => open('stackblitz')}
          >
            {intl.formatMessage({ id: 'previewer.actions.stackblitz' })}
          </button>
          <span className="site-configurator-announce">
            <input
              id={`${idPrefix}-announce`}
              type="checkbox"
              checked={announce}
              onChange={(event) => setAnnounce(event.target.checked)}
            />
            <label htmlFor={`${idPrefix}-announce`}>{t('announce')}</label>
          </span>
        </p>
        <PlainCode code={code} lang={language === 'ts' ? 'tsx' : 'jsx'} />
        <CodeAnnouncer code={code} on={announce} message={t('announced')} />
      </section>
    </>
  );
}

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
