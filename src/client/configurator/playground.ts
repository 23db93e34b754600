import type { PlaygroundPreviewerProps } from '../playground';
import { configuratorCode, type CodeFlavour } from '../../shared/configurator/code';
import { DEFAULT_STATE, type ConfiguratorState } from '../../shared/configurator/state';

/**
 * The configured table as the project the "Open in CodeSandbox" and "Open in StackBlitz" buttons
 * post: one entry file holding the generated code; the site's pins and table.css come with it as
 * with every demo (src/client/playground/project.ts).
 */
export function configuratorPlayground(
  state: ConfiguratorState,
  flavour: CodeFlavour,
): PlaygroundPreviewerProps {
  const ext = flavour === 'ts' ? 'tsx' : 'jsx';
  return {
    asset: {
      id: 'configurator',
      dependencies: { [`index.${ext}`]: { type: 'FILE', value: configuratorCode(state, flavour) } },
    },
    filename: `configurator.${ext}`,
    direction: state.rtl ? 'rtl' : undefined,
    title: 'rc-table configurator',
    playgroundPage: {
      title: 'rc-table configurator',
      description: 'A table made with the rc-table configurator, with the code that renders it.',
    },
  };
}

/**
 * The configured table the export check (scripts/export-check.ts) exports in both flavours and
 * compares with /configurator: many features at once.
 */
export const EXPORTED_STATE: ConfiguratorState = {
  ...DEFAULT_STATE,
  striped: true,
  caption: true,
  scrollX: 'width',
  fixedLeft: 1,
  fixedRight: 1,
  grouped: true,
  expandable: true,
  summary: 'bottom',
  sticky: true,
};
