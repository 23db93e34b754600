import { history } from 'dumi';
import { Fragment } from 'react';
import type { ApiLocale, ApiRow, ApiSection } from '../../../../src/api/model';
import { typeAnchor } from '../../../../src/api/model';
import type { DemoLink, DemoUsage } from '../../../../src/api/demoUsage';
import { API_LABELS } from '../../../../src/api/labels';
import { followRouteLink, siteHref } from '../../../../src/site/routeLinks';

/** Interface text of the reference in both languages (shared with its Markdown twin). */
export const LABELS = API_LABELS;

/** Renders `code` spans of a description as <code>; everything else stays plain text. */
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

/**
 * A type as written, with each of rc-table's types it names (`refs`) linked to its entry in the
 * Types section. `React.Key` is not `Key`: a name after a dot is left alone.
 */
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

/** More demos than this fold into a disclosure, so props every demo uses stay compact. */
const INLINE_DEMOS = 6;

/** The demo pages that use a prop, as links; a long list is folded under its count. */
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
}

/**
 * The height a table of `rows` rows is given while the browser skips its layout
 * (`content-visibility: auto`): a header and about 120 px a row, between what a phone and a
 * desktop measure. Once the table has been laid out, the browser keeps its real height.
 */
function estimatedHeight(rows: number): number {
  return 48 + rows * 120;
}

function RowsTable({ rows, locale, label, usedBy }: RowsProps) {
  const text = LABELS[locale];
  return (
    // The links stay ordinary links for keyboard and assistive technology; this handler only sends
    // their plain clicks through the router (see src/site/routeLinks.ts).
    <div
      className="api-table"
      style={{ containIntrinsicSize: `auto ${estimatedHeight(rows.length)}px` }}
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
          {rows.map((row) => (
            <tr key={row.anchor} id={row.anchor} data-status={row.status}>
              <th scope="row">
                <a
                  className="api-table-anchor"
                  href={`#${row.anchor}`}
                  aria-label={text.anchor(row.name)}
                >
                  #
                </a>
                <code>{row.name}</code>
                {row.status === 'deprecated' && (
                  <span className="api-table-badge">{text.deprecated}</span>
                )}
                {row.status === 'internal' && (
                  <span className="api-table-badge">{text.internalBadge}</span>
                )}
              </th>
              <td>
                <code className="api-table-type">
                  <TypeText text={row.type} refs={row.typeRefs} />
                </code>
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
                {usedBy?.[row.anchor]?.length ? (
                  <DemoLinks demos={usedBy[row.anchor]} label={text.demos} />
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Props of {@link ApiTableView}. */
export interface ApiTableViewProps {
  /** Rows of one section, as produced by `buildApiRows`. */
  rows: readonly ApiRow[];
  section: ApiSection;
  locale: ApiLocale;
  /** Demo pages per row anchor; each row lists the demos that use its prop. */
  usedBy?: DemoUsage;
}

/**
 * The reference table of one section: public and deprecated props, then internal props in a
 * separate table under their own heading, so nobody mistakes them for public API.
 */
export default function ApiTableView({ rows, section, locale, usedBy }: ApiTableViewProps) {
  const text = LABELS[locale];
  const publicRows = rows.filter((row) => row.status !== 'internal');
  const internalRows = rows.filter((row) => row.status === 'internal');
  return (
    <div className="markdown api-reference" data-section={section} id={`api-${section}`}>
      <RowsTable rows={publicRows} locale={locale} label={text.tables[section]} usedBy={usedBy} />
      {internalRows.length > 0 && (
        <>
          <h3 className="api-table-internal-heading">{text.internalHeading}</h3>
          <RowsTable
            rows={internalRows}
            locale={locale}
            label={text.internalTable}
            usedBy={usedBy}
          />
        </>
      )}
    </div>
  );
}
