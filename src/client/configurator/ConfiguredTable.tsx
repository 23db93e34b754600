import Table from 'rc-table';
import { useMemo } from 'react';
import { propsOf, tableModel, type Server } from '@site/shared/configurator/model';
import type { ConfiguratorState } from '@site/shared/configurator/state';

/**
 * The configurator's live table: the props of src/shared/configurator/model.ts, whose sources
 * make the code the page shows (src/shared/configurator/code.ts).
 */
export function ConfiguredTable({ state }: { state: ConfiguratorState }) {
  const props = useMemo(() => propsOf(tableModel(state)), [state]);
  return <Table<Server> {...props} />;
}
