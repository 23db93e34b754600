import type { PlaygroundPreviewerProps } from '../playground';
import {
  configuratorCode,
  configuratorStylesheet,
  THEME_FILE,
  type CodeFlavour,
} from '../../shared/configurator/code';
import { DEFAULT_STATE, type ConfiguratorState } from '../../shared/configurator/state';

/**
 * The configured table as the project the "Open in CodeSandbox" and "Open in StackBlitz" buttons
 * post: one entry file holding the generated code, and beside it the stylesheet of the look chosen
 * (table-theme.css) when there is one; the site's pins and table.css come with it as with every
 * demo (src/client/playground/project.ts).
 */
export function configuratorPlayground(
  state: ConfiguratorState,
  flavour: CodeFlavour,
): PlaygroundPreviewerProps {
  const ext = flavour === 'ts' ? 'tsx' : 'jsx';
  const stylesheet = configuratorStylesheet(state);
  return {
    asset: {
      id: 'configurator',
      dependencies: {
        [`index.${ext}`]: { type: 'FILE', value: configuratorCode(state, flavour) },
        ...(stylesheet
          ? { [`./${THEME_FILE}`]: { type: 'FILE' as const, value: stylesheet } }
          : {}),
      },
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
  headerBg: '#dbeafe',
  borderColor: '#94a3b8',
  paddingY: 6,
};
