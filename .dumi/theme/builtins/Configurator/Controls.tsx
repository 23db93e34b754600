import { Link } from 'dumi';
import { useEffect, useState, type ReactNode } from 'react';
import {
  CONTROL_GROUPS,
  CONTROLS,
  controlEnabled,
  type ConfiguratorState,
} from '@site/shared/configurator/state';
import type { ControlNote } from '@site/shared/configurator/warnings';

type Name = keyof ConfiguratorState;

/** The notes that are rc-table's own development warnings (the rest say what it does). */
const WARNING_IDS = new Set(['legacy-title', 'nested-expand', 'fixed-order']);

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

interface ControlsProps {
  state: ConfiguratorState;
  notes: ControlNote[];
  /** The page's string of an id. */
  t: (id: string) => string;
  /** Where a note's "More about this" links: the demo pages of the page's language. */
  localeBase: string;
  idPrefix: string;
  onChange: (name: Name, value: ConfiguratorState[Name]) => void;
  /** Sets every control back to its default; null when they all are. */
  onReset: (() => void) | null;
}

/** One control: its field, its label, and the notes under it. */
function Control({ name, ...props }: ControlsProps & { name: Name }) {
  const { state, t, idPrefix, onChange } = props;
  const control = CONTROLS[name];
  const id = `${idPrefix}-${name}`;
  const noteId = (note: ControlNote) => `${idPrefix}-note-${note.id}`;
  const own = props.notes.filter((note) => note.control === name);
  const field = {
    id,
    disabled: !controlEnabled(name, state),
    'aria-describedby': own.length ? own.map(noteId).join(' ') : undefined,
  };
  let input: ReactNode;
  if (control.kind === 'boolean')
    input = (
      <input
        {...field}
        type="checkbox"
        checked={state[name] as boolean}
        onChange={(event) => onChange(name, event.target.checked)}
      />
    );
  else if (control.kind === 'choice')
    input = (
      <select
        {...field}
        value={state[name] as string}
        onChange={(event) => onChange(name, event.target.value as ConfiguratorState[Name])}
      >
        {control.values.map((value) => (
          <option key={value} value={value}>
            {t(`${name}.${value}`)}
          </option>
        ))}
      </select>
    );
  else if (control.kind === 'colour')
    input = (
      <input
        {...field}
        type="color"
        value={state[name] as string}
        onChange={(event) => onChange(name, event.target.value as ConfiguratorState[Name])}
      />
    );
  else
    input = (
      <NumberField
        id={id}
        name={name}
        value={state[name] as number}
        disabled={field.disabled}
        describedBy={field['aria-describedby']}
        onChange={(value) => onChange(name, value)}
      />
    );
  const label = <label htmlFor={id}>{t(name)}</label>;
  return (
    <li className={`site-configurator-control site-configurator-${control.kind}`}>
      {control.kind === 'boolean' ? (
        <>
          {input}
          {label}
        </>
      ) : (
        <>
          {label}
          {input}
        </>
      )}
      {own.map((note) => (
        <p key={note.id} id={noteId(note)} className="site-configurator-note">
          {t(WARNING_IDS.has(note.id) ? `warning.${note.id}` : `note.${note.id}`)}{' '}
          <Link to={`${props.localeBase}/demo/${note.page}`}>{t('more')}</Link>
        </p>
      ))}
    </li>
  );
}

/** The choices, by group, each with the notes on what rc-table does with it; and "Start again". */
export function Controls(props: ControlsProps) {
  const { t } = props;
  return (
    <div
      role="form"
      className="site-configurator-form"
      aria-label={t('choices')}
      onSubmit={(e) => e.preventDefault()}
    >
      {CONTROL_GROUPS.map(([group, names]) => (
        <fieldset key={group}>
          <legend>{t(`group.${group}`)}</legend>
          <ul>
            {names.map((name) => (
              <Control key={name} name={name} {...props} />
            ))}
          </ul>
        </fieldset>
      ))}
      <p>
        <button type="button" onClick={props.onReset ?? undefined} disabled={!props.onReset}>
          {t('reset')}
        </button>
      </p>
    </div>
  );
}
