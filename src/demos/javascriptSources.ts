/**
 * The chunk that fetches the demos' JavaScript (./javascriptFetcher.ts) with the manifest the
 * build writes (src/plugins/javascript.ts). Loaded on demand by ./loadJavaScript.ts: no page
 * carries the manifest until a reader who chose JavaScript needs a demo's code.
 */
import manifest from '@@/plugin-siteJavaScript/manifest';
import { javaScriptFetcher } from './javascriptFetcher';

export const { fetchDemoJavaScript } = javaScriptFetcher(manifest);
