import type { IApi } from 'dumi';
import { deferAppScript } from '../site/appScript';

/** Rewrites every exported HTML page so the app bundle loads after the first paint. */
export default function appScriptPlugin(api: IApi): void {
  api.describe({ key: 'appScript' });
  api.modifyExportHTMLFiles((files) =>
    files.map((file) => ({ ...file, content: deferAppScript(file.content) })),
  );
}
