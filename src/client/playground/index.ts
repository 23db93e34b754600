/** The playground payloads of the site's demos, pinned to the site's own package.json. */
import sitePackage from '../../../package.json';
import { javaScriptAssetOf } from './javascript';
import type { PackageManifest } from './pins';
import {
  buildPlaygroundProject,
  toCodeSandboxData,
  toStackBlitzProject,
  type CodeSandboxData,
  type DemoAsset,
  type PlaygroundInput,
  type StackBlitzProject,
} from './project';

export * from './javascript';
export * from './pins';
export * from './project';

export const SITE_MANIFEST: PackageManifest = sitePackage;

/** The demo's page, which the previewer actions add to the props. */
export interface PlaygroundPage {
  title?: string;
  description?: string;
}

/** The part of dumi's `IPreviewerProps` the payload builders read. */
export interface PlaygroundPreviewerProps {
  asset: DemoAsset;
  filename?: string;
  /** The demo's own title, used when the page is unknown. */
  title?: string;
  playgroundPage?: PlaygroundPage;
  /** The JavaScript of the demo's files when the reader chose JavaScript. */
  javaScript?: Record<string, string>;
  /** `rtl`: the demo right to left (its entry already is); the project renders it in a `dir="rtl"` box. */
  direction?: 'rtl';
}

export function playgroundInputOf(props: PlaygroundPreviewerProps): PlaygroundInput {
  return {
    asset: props.javaScript ? javaScriptAssetOf(props.asset, props.javaScript) : props.asset,
    filename: props.filename,
    title: props.playgroundPage?.title || props.title,
    description: props.playgroundPage?.description,
    direction: props.direction,
  };
}

export function codeSandboxDataOf(
  props: PlaygroundPreviewerProps,
  manifest: PackageManifest = SITE_MANIFEST,
): CodeSandboxData {
  return toCodeSandboxData(buildPlaygroundProject(playgroundInputOf(props), manifest));
}

export function stackBlitzProjectOf(
  props: PlaygroundPreviewerProps,
  manifest: PackageManifest = SITE_MANIFEST,
): StackBlitzProject {
  return toStackBlitzProject(buildPlaygroundProject(playgroundInputOf(props), manifest));
}

/** The `playground` prop PreviewerActions hands to the PreviewerActionsExtra slot. */
export interface PlaygroundActionsState {
  page: PlaygroundPage;
  /** Whether the "Edit here" editor is open. */
  editing: boolean;
  toggleEditing: () => void;
  /** For `aria-controls`. */
  editorId: string;
}
