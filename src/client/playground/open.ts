/** Opening a demo in CodeSandbox or StackBlitz: a chunk of its own, loaded by ./lazy.ts. */
import sdk from '@stackblitz/sdk';
// The package's main entry is an empty stub; this module is getParameters alone, on lz-string.
import { getParameters } from 'codesandbox-import-utils/lib/api/define';
import descriptions from '@@/plugin-siteGallery/descriptions';
import { BUILD_BASE } from '../../shared/buildConstants';
import { pagePath, withoutTrailingSlash } from '../../shared/site/paths';
import {
  codeSandboxDataOf as dataOf,
  stackBlitzProjectOf as projectOf,
  type PlaygroundPreviewerProps,
} from './index';
import type { StackBlitzProject } from './project';

/**
 * The props with the shown page's description: the browser's front matter has none
 * (src/node/plugins/rehypePageHead.ts), so this chunk brings the descriptions, by route.
 */
function withPageDescription(props: PlaygroundPreviewerProps): PlaygroundPreviewerProps {
  if (props.playgroundPage?.description || typeof window === 'undefined') return props;
  const base = withoutTrailingSlash(BUILD_BASE);
  const { pathname } = window.location;
  const description =
    descriptions[pagePath(pathname.startsWith(base) ? pathname.slice(base.length) : pathname)];
  return description
    ? { ...props, playgroundPage: { ...props.playgroundPage, description } }
    : props;
}

const codeSandboxDataOf = (props: PlaygroundPreviewerProps) => dataOf(withPageDescription(props));

/** The StackBlitz project of the demo, with its page's description. */
export const stackBlitzProjectOf = (props: PlaygroundPreviewerProps) =>
  projectOf(withPageDescription(props));

export const CODESANDBOX_DEFINE_API = 'https://codesandbox.io/api/v1/sandboxes/define';

/** Posts the demo's project to CodeSandbox from a hidden form that opens a new tab. */
export function openInCodeSandbox(props: PlaygroundPreviewerProps, doc: Document = document): void {
  const form = doc.createElement('form');
  form.method = 'POST';
  form.action = CODESANDBOX_DEFINE_API;
  form.target = '_blank';
  form.hidden = true;
  const field = doc.createElement('input');
  field.type = 'hidden';
  field.name = 'parameters';
  field.value = getParameters(codeSandboxDataOf(props));
  form.append(field);
  doc.body.append(form);
  try {
    form.submit();
  } finally {
    form.remove();
  }
}

/** Injectable for tests. */
export interface OpenSdk {
  openProject(project: StackBlitzProject): void;
}

export function openInStackBlitz(props: PlaygroundPreviewerProps, openSdk: OpenSdk = sdk): void {
  openSdk.openProject(stackBlitzProjectOf(props));
}
