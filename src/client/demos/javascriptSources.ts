/** The chunk ./loadJavaScript.ts loads on demand, so that no page carries the manifest. */
import manifest from '@@/plugin-siteJavaScript/manifest';
import { javaScriptFetcher } from './javascriptFetcher';

export const { fetchDemoJavaScript } = javaScriptFetcher(manifest);
