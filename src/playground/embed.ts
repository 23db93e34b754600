/**
 * The "Edit here" editor: a demo embedded under itself as a StackBlitz project. The SDK is loaded
 * on demand, so pages that never open the editor never download it.
 */
import type { EmbedOptions, Project } from '@stackblitz/sdk';
import type { StackBlitzProject } from './project';

/** Height of the embedded editor in pixels. */
export const EMBED_HEIGHT = 480;

/** What the reader sees of an embedded editor. */
export type EmbedStatus = 'connecting' | 'connected' | 'timeout';

/** The part of `@stackblitz/sdk` the editor uses; injectable for tests. */
export interface EmbedSdk {
  embedProject(element: HTMLElement, project: Project, options?: EmbedOptions): Promise<unknown>;
}

/** Loads the SDK as a separate chunk. */
export async function loadStackBlitzSdk(): Promise<EmbedSdk> {
  const module = await import('@stackblitz/sdk');
  return module.default;
}

/** Embed options: the demo file open, the site's colour mode, no StackBlitz navigation bar. */
export function embedOptionsFor(theme: 'light' | 'dark'): EmbedOptions {
  return { height: EMBED_HEIGHT, openFile: 'App.tsx', theme, hideNavigation: true };
}

/**
 * Embeds `project` into `host` (the SDK replaces a placeholder inside it with an iframe) and
 * resolves when the playground VM answers (`connected`) or when it cannot be reached
 * (`timeout`: the SDK gives up after 20 tries at 500 ms, or the SDK chunk failed to load). On a
 * timeout the frame is removed, so the caller can show a message instead of an empty frame.
 */
export async function embedDemo(
  host: HTMLElement,
  project: StackBlitzProject,
  theme: 'light' | 'dark',
  load: () => Promise<EmbedSdk> = loadStackBlitzSdk,
): Promise<Exclude<EmbedStatus, 'connecting'>> {
  try {
    const sdk = await load();
    const placeholder = document.createElement('div');
    host.replaceChildren(placeholder);
    await sdk.embedProject(placeholder, project, embedOptionsFor(theme));
    return 'connected';
  } catch {
    host.replaceChildren();
    return 'timeout';
  }
}
