import { history } from 'dumi';
import { Fragment, type CSSProperties, type ReactNode } from 'react';
import type { ApiLocale, ApiRow, ApiRowChange, ApiSection } from '@site/shared/api/model';
import { typeAnchor } from '@site/shared/api/model';
import type { DemoLink, DemoUsage } from '@site/shared/api/types';
import { API_LABELS } from '@site/shared/api/labels';
import { rowAsOf, type RowAsOf } from '@site/shared/api/versions';
import { followRouteLink, siteHref } from '@site/shared/site/routeLinks';

export const LABELS = API_LABELS;

type Labels = (typeof LABELS)[ApiLocale];

/** The parts a label function returns, as children. */
function Parts({ parts }: { parts: ReadonlyArray<ReactNode> }) {
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>{part}</Fragment>
      ))}
    </>
  );
}

function InlineText({ text }: { text: string }) {
  return (
    <>
      {text
        .split('`')
        .map((part, index) =>
          index % 2 ? <code key={index}>{part}</code> : <Fragment key={index}>{part}</Fragment>,
        )}
    </>
  );
}

/** A type with the rc-table types it names (`refs`) linked; `React.Key` is not `Key`. */
export function TypeText({ text, refs }: { text: string; refs: readonly string[] }) {
  if (!refs.length) return <>{text}</>;
  const names = new Set(refs);
  const pattern = new RegExp(`(?<![\\w.$])(${refs.join('|')})(?![\\w$])`, 'g');
  return (
    <>
      {text.split(pattern).map((part, index) =>
        index % 2 && names.has(part) ? (
          <a key={index} href={`#${typeAnchor(part)}`}>
            {part}
          </a>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}

/** "7.27.0+" beside the name, read as "Since rc-table 7.27.0". */
function SinceMark({ version, text }: { version: string; text: Labels }) {
  return (
    <span className="api-table-since">
      <span aria-hidden="true" title={text.sinceName(version)}>
        {text.since(version)}
      </span>
      <span className="site-visually-hidden">{text.sinceName(version)}</span>
    </span>
  );
}

/**
 * The changes after the prop's first release, side by side while they fit on a line: each a short
 * sentence, a type change one that opens on the type (or the rc-table types) before it.
 */
function ChangeNotes({ changes, text }: { changes: readonly ApiRowChange[]; text: Labels }) {
  return (
    <div className="api-table-history">
      {changes.map((change, index) => {
        const title = text.change[change.kind](change.version);
        if (change.kind === 'removed' || (change.before === undefined && !change.via)) {
          return <p key={index}>{title}</p>;
        }
        return (
          <details key={index}>
            <summary>{title}</summary>
            {change.before !== undefined && (
              <p>
                {text.typeBefore(change.version)}
                {text.gap}
                <code className="api-table-type">{change.before}</code>
              </p>
            )}
            {change.via?.map((type) => (
              <p key={type.name}>
                <Parts parts={text.declarationBefore(<code>{type.name}</code>, change.version)} />
                {text.gap}
                {type.before === undefined ? (
                  text.notDeclared
                ) : (
                  <code className="api-table-type">{type.before}</code>
                )}
              </p>
            ))}
          </details>
        );
      })}
    </div>
  );
}

/** The chosen release, and the newest one, which the rows describe. */
export interface AsOf {
  version: string;
  latest: string;
}

/** The Type cell as of a release: its type then, with today's; the types it names as they were. */
function TypeAsOf({ row, state, asOf, text }: TypeAsOfProps) {
  return (
    <>
      <code className="api-table-type">
        <TypeText text={state.type ?? row.type} refs={row.typeRefs} />
      </code>
      {state.type !== undefined && (
        <p className="api-table-as-of-note">
          {text.typeIn(asOf.latest)}
          {text.gap}
          <code className="api-table-type">
            <TypeText text={row.type} refs={row.typeRefs} />
          </code>
        </p>
      )}
      {state.via.map((type) => (
        <details key={type.name} className="api-table-as-of-note">
          <summary>
            <Parts parts={text.declaredDifferently(<code>{type.name}</code>, asOf.version)} />
          </summary>
          {type.before === undefined ? (
            text.notDeclared
          ) : (
            <code className="api-table-type">{type.before}</code>
          )}
        </details>
      ))}
    </>
  );
}

interface TypeAsOfProps {
  row: ApiRow;
  state: RowAsOf;
  asOf: AsOf;
  text: Labels;
}

/** What the description says of the prop's deprecation as of a release, if it differed. */
function deprecationAsOf(state: RowAsOf, version: string, text: Labels): string[] {
  const notes: string[] = [];
  if (state.deprecatedIn) notes.push(text.notYetDeprecated(version, state.deprecatedIn));
  if (state.undeprecatedIn) notes.push(text.deprecatedThen(version, state.undeprecatedIn));
  if (state.inheritedDeprecation) notes.push(text.inheritedDeprecation(version));
  return notes;
}

/** More demos than this fold into a disclosure. */
const INLINE_DEMOS = 6;

function DemoLinks({ demos, label }: { demos: DemoLink[]; label: string }) {
  const links = demos.map((demo, index) => (
    <Fragment key={demo.link}>
      {index > 0 && ', '}
      <a href={siteHref(demo.link)} data-route={demo.link}>
        {demo.title}
      </a>
    </Fragment>
  ));
  if (demos.length <= INLINE_DEMOS) {
    return (
      <p className="api-table-demos">
        <span>{label}</span> {links}
      </p>
    );
  }
  return (
    <details className="api-table-demos">
      <summary>
        <span>{label}</span> {demos.length}
      </summary>
      {links}
    </details>
  );
}

interface RowsProps {
  rows: readonly ApiRow[];
  locale: ApiLocale;
  label: string;
  usedBy?: DemoUsage;
  asOf?: AsOf;
}

function RowsTable({ rows, locale, label, usedBy, asOf }: RowsProps) {
  const text = LABELS[locale];
  return (
    // Plain links; this handler sends their plain clicks through the router.
    <div
      className="api-table"
      // The rows the height `content-visibility: auto` reserves is counted from (index.less).
      style={{ '--api-table-rows': rows.length } as CSSProperties}
      onClick={(event) => followRouteLink(event, history.push)}
    >
      <table aria-label={label}>
        <thead>
          <tr>
            <th scope="col">{text.property}</th>
            <th scope="col">{text.type}</th>
            <th scope="col">{text.default}</th>
            <th scope="col">{text.description}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const state = asOf && rowAsOf(row, asOf.version);
            const changed = state && (state.type !== undefined || state.via.length > 0);
            const notes =
              asOf && state && !state.missing ? deprecationAsOf(state, asOf.version, text) : [];
            return (
              <tr
                key={row.anchor}
                id={row.anchor}
                data-status={row.status}
                data-as-of={state?.missing ? 'missing' : changed ? 'changed' : undefined}
              >
                <th scope="row">
                  <a
                    className="api-table-anchor"
                    href={`#${row.anchor}`}
                    aria-label={text.anchor(row.name)}
                  >
                    #
                  </a>
                  <code>{row.name}</code>
                  {row.since && <SinceMark version={row.since} text={text} />}
                  {row.status === 'deprecated' && (
                    <span className="api-table-badge">{text.deprecated}</span>
                  )}
                  {row.status === 'internal' && (
                    <span className="api-table-badge">{text.internalBadge}</span>
                  )}
                  {asOf && state?.missing && (
                    <span className="api-table-badge api-table-missing">
                      {text.notIn(asOf.version)}
                    </span>
                  )}
                </th>
                <td>
                  {asOf && state && !state.missing ? (
                    <TypeAsOf row={row} state={state} asOf={asOf} text={text} />
                  ) : (
                    <code className="api-table-type">
                      <TypeText text={row.type} refs={row.typeRefs} />
                    </code>
                  )}
                </td>
                <td className="api-table-default">
                  {row.default ? <code>{row.default}</code> : '-'}
                </td>
                <td>
                  <InlineText text={row.description[locale]} />
                  {row.replacement && (
                    <p className="api-table-replacement">
                      {text.useInstead.before}
                      {row.replacement.anchor ? (
                        <a href={`#${row.replacement.anchor}`}>
                          <code>{row.replacement.name}</code>
                        </a>
                      ) : (
                        <code>{row.replacement.name}</code>
                      )}
                      {text.useInstead.after}
                    </p>
                  )}
                  {notes.map((note) => (
                    <p key={note} className="api-table-as-of-note">
                      <InlineText text={note} />
                    </p>
                  ))}
                  {row.changes && <ChangeNotes changes={row.changes} text={text} />}
                  {usedBy?.[row.anchor]?.length ? (
                    <DemoLinks demos={usedBy[row.anchor]} label={text.demos} />
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

export interface ApiTableViewProps {
  /** Of one section. */
  rows: readonly ApiRow[];
  section: ApiSection;
  locale: ApiLocale;
  usedBy?: DemoUsage;
  /** Marks what that release lacked or declared differently; absent for the newest release. */
  asOf?: AsOf;
}

/** One section; internal props in a table of their own, so nobody takes them for public API. */
export default function ApiTableView({ rows, section, locale, usedBy, asOf }: ApiTableViewProps) {
  const text = LABELS[locale];
  const publicRows = rows.filter((row) => row.status !== 'internal');
  const internalRows = rows.filter((row) => row.status === 'internal');
  return (
    <div className="markdown api-reference" data-section={section} id={`api-${section}`}>
      <RowsTable
        rows={publicRows}
        locale={locale}
        label={text.tables[section]}
        usedBy={usedBy}
        asOf={asOf}
      />
      {internalRows.length > 0 && (
        <>
          <h3 className="api-table-internal-heading">{text.internalHeading}</h3>
          <RowsTable
            rows={internalRows}
            locale={locale}
            label={text.internalTable}
            usedBy={usedBy}
            asOf={asOf}
          />
        </>
      )}
    </div>
  );
}
