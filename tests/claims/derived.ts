import { descriptions } from '../../src/node/api/descriptions';
import { extractApi, resolveRcTableLib } from '../../src/node/api/extract';
import { apiHistory, type ChangeKind } from '../../src/node/api/history';
import { buildApiRows, type ApiSection } from '../../src/shared/api/model';

/**
 * What the API reference derives about each prop's past: its "Since" release and each "changed
 * in" note, as the reference's own model puts them on the rows (`buildApiRows` with the kept
 * history). Each is a claim, `api/<section>/<prop>/since` and
 * `api/<section>/<prop>/<kind>@<version>`, proven by tests/unit/claims/derived.test.ts against the
 * history derived from the releases' source and the one read from their published packages.
 */
export interface HistoryFact {
  section: ApiSection;
  name: string;
  /** The release the row names. */
  version: string;
  kind: 'since' | ChangeKind;
}

/** Every history claim the reference makes, by id, in the rows' order. */
export function historyClaims(): Map<string, HistoryFact> {
  const rows = buildApiRows(extractApi(resolveRcTableLib()), descriptions, apiHistory);
  const facts = new Map<string, HistoryFact>();
  for (const { section, name: shown, since, changes } of rows) {
    // Rows of nested settings show `expandable.rowExpandable`; the history names `rowExpandable`.
    const name = shown.startsWith(`${section}.`) ? shown.slice(section.length + 1) : shown;
    const base = `api/${section}/${name}`;
    if (since) facts.set(`${base}/since`, { section, name, version: since, kind: 'since' });
    for (const { kind, version } of changes ?? [])
      facts.set(`${base}/${kind}@${version}`, { section, name, version, kind });
  }
  return facts;
}
