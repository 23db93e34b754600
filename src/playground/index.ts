/**
 * The playground payloads of the site's demos, pinned to the site's own package.json. Used by the
 * openers and the embedded editor (through the playground chunk, ./open.ts) and by the export check.
 */
import sitePackage from '../../package.json';
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

/** The site's package.json, bundled at build time: the versions the site runs. */
export const SITE_MANIFEST: PackageManifest = sitePackage;

/** The page a demo lives on; the previewer actions add it to the props they pass to the openers. */
export interface PlaygroundPage {
  title?: string;
  description?: string;
}

/** The previewer props the payload builders read (a subset of dumi's `IPreviewerProps`). */
export interface PlaygroundPreviewerProps {
  asset: DemoAsset;
  filename?: string;
  /** The demo's own title (`<code title>`), used when the page is unknown. */
  title?: string;
  /** Set by the site's PreviewerActions: the demo page's front matter. */
  playgroundPage?: PlaygroundPage;
  /**
   * The JavaScript of the demo's files, keyed like `asset.dependencies`, when the reader chose
   * JavaScript: the project is then a JavaScript one (`.jsx` files, no TypeScript).
   */
  javaScript?: Record<string, string>;
}

/**
 * Maps previewer props to the builder input: title and description come from the demo page, the
 * files are the JavaScript ones when `javaScript` is given.
 */
export function playgroundInputOf(props: PlaygroundPreviewerProps): PlaygroundInput {
  return {
    asset: props.javaScript ? javaScriptAssetOf(props.asset, props.javaScript) : props.asset,
    filename: props.filename,
    title: props.playgroundPage?.title || props.title,
    description: props.playgroundPage?.description,
  };
}

/** The CodeSandbox files of a demo (what CodeSandbox's define API receives). */
export function codeSandboxDataOf(
  props: PlaygroundPreviewerProps,
  manifest: PackageManifest = SITE_MANIFEST,
): CodeSandboxData {
  return toCodeSandboxData(buildPlaygroundProject(playgroundInputOf(props), manifest));
}

/** The StackBlitz project of a demo, for the StackBlitz opener and the embedded editor. */
export function stackBlitzProjectOf(
  props: PlaygroundPreviewerProps,
  manifest: PackageManifest = SITE_MANIFEST,
): StackBlitzProject {
  return toStackBlitzProject(buildPlaygroundProject(playgroundInputOf(props), manifest));
}

/**
 * What the site's PreviewerActions hands to the PreviewerActionsExtra slot (as the `playground`
 * prop): the page for the payloads and the state of the "Edit here" editor.
 */
export interface PlaygroundActionsState {
  page: PlaygroundPage;
  /** Whether the embedded editor is open. */
  editing: boolean;
  /** Opens or closes the embedded editor. */
  toggleEditing: () => void;
  /** Element id of the embedded editor (for `aria-controls`). */
  editorId: string;
}
