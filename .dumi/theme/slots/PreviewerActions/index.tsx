import { useIntl, useRouteMeta } from 'dumi';
import OriginalPreviewerActions, {
  type IPreviewerActionsProps,
} from 'dumi/theme-original/slots/PreviewerActions';
import React, { useCallback, useMemo, useRef, useState } from 'react';
import { stackBlitzProjectOf, type PlaygroundActionsState } from '../../../../src/playground';
import EmbeddedEditor from './EmbeddedEditor';
import './index.less';
import { useActionLabels } from './useActionLabels';

/** dumi's buttons that the site's PreviewerActionsExtra replaces with labelled ones. */
const REPLACED: NonNullable<IPreviewerActionsProps['disabledActions']> = [
  'CSB',
  'STACKBLITZ',
  'EXTERNAL',
];

/**
 * dumi's previewer actions (show code, code panel, live editing), with the playground actions
 * rendered by PreviewerActionsExtra, accessible names on dumi's own buttons, and the "Edit here"
 * editor embedded under the demo when it is open.
 */
const PreviewerActions: React.FC<IPreviewerActionsProps> = (props) => {
  const intl = useIntl();
  const { frontmatter } = useRouteMeta();
  const root = useRef<HTMLDivElement>(null);
  const [editing, setEditing] = useState(false);
  const toggleEditing = useCallback(() => setEditing((open) => !open), []);
  useActionLabels(
    root,
    intl.formatMessage({ id: 'previewer.actions.copy' }),
    intl.formatMessage({ id: 'previewer.actions.copied' }),
  );

  const { title, description } = frontmatter;
  const playground: PlaygroundActionsState = useMemo(
    () => ({
      page: { title, description },
      editing,
      toggleEditing,
      editorId: `${props.asset.id}-editor`,
    }),
    [title, description, editing, toggleEditing, props.asset.id],
  );
  const project = useMemo(
    () =>
      editing ? stackBlitzProjectOf({ ...props, playgroundPage: playground.page }) : undefined,
    // The project depends on the demo and the page only, not on every previewer prop.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [editing, props.asset, props.filename, playground.page],
  );
  const disabledActions = [...(props.disabledActions ?? []), ...REPLACED];

  return (
    <>
      <div ref={root} className="site-previewer-actions">
        <OriginalPreviewerActions
          {...props}
          disabledActions={disabledActions}
          playground={playground}
        />
      </div>
      {project && <EmbeddedEditor id={playground.editorId} title={title} project={project} />}
    </>
  );
};

export default PreviewerActions;
