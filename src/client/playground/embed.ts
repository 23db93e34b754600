/** The "Edit here" editor: the demo as an embedded StackBlitz project, SDK loaded on demand. */
import type { EmbedOptions, Project } from '@stackblitz/sdk';
import type { StackBlitzProject } from './project';

export const EMBED_HEIGHT = 480;

export type EmbedStatus = 'connecting' | 'connected' | 'timeout';

/** The part of `@stackblitz/sdk` the editor uses; injectable for tests. */
export interface EmbedSdk {
  embedProject(element: HTMLElement, project: Project, options?: EmbedOptions): Promise<unknown>;
}

export async function loadStackBlitzSdk(): Promise<EmbedSdk> {
  const module = await import('@stackblitz/sdk');
  return module.default;
}

export function embedOptionsFor(theme: 'light' | 'dark'): EmbedOptions {
  return { height: EMBED_HEIGHT, openFile: 'App.tsx', theme, hideNavigation: true };
}

/** Resolves `connected` when the VM answers, else `timeout` with the frame removed. */
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
