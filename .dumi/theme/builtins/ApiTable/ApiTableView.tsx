import { history } from 'dumi';
import { Fragment } from 'react';
import type { ApiLocale, ApiRow, ApiSection } from '@site/shared/api/model';
import { typeAnchor } from '@site/shared/api/model';
import type { DemoLink, DemoUsage } from '@site/node/api/demoUsage';
import { API_LABELS } from '@site/shared/api/labels';
import { followRouteLink, siteHref } from '@site/shared/site/routeLinks';

export const LABELS = API_LABELS;

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
}

/** The height `content-visibility: auto` reserves: 120 px a row, between a phone and a desktop. */
function estimatedHeight(rows: number): number {
  return 48 + rows * 120;
}

function RowsTable({ rows, locale, label, usedBy }: RowsProps) {
  const text = LABELS[locale];
  return (
    // Plain links; this handler sends their plain clicks through the router.
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

export interface ApiTableViewProps {
  /** Of one section. */
  rows: readonly ApiRow[];
  section: ApiSection;
  locale: ApiLocale;
  usedBy?: DemoUsage;
}

/** One section; internal props in a table of their own, so nobody takes them for public API. */
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
