import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { configuratorPlayground, EXPORTED_STATE } from '@site/client/configurator/playground';
import { codeSandboxDataOf, SITE_MANIFEST } from '@site/client/playground';
import {
  configuratorCode,
  configuratorStylesheet,
  THEME_FILE,
} from '@site/shared/configurator/code';
import { DEFAULT_STATE } from '@site/shared/configurator/state';
import { SITE_TABLE_CSS_PATH } from '@site/shared/playground/tableCss';

/**
 * What /configurator says of its code (docs/configurator.md): a copied file loads rc-table's own
 * stylesheet, and the look chosen (table-theme.css) when there is one, which style neither the
 * borderless table nor the stripes; the playground projects add the site's table.css, which does,
 * and carry table-theme.css beside the App that imports it.
 */
const siteCss = readFileSync(join(process.cwd(), SITE_TABLE_CSS_PATH), 'utf8');
const rcTableCss = readFileSync(
  join(process.cwd(), 'node_modules/rc-table/assets/index.css'),
  'utf8',
);

describe('the configurator’s copied file and its playground projects', () => {
  it('a copied file imports rc-table’s stylesheet and the look chosen, and neither styles either class', () => {
    const state = { ...EXPORTED_STATE, bordered: false, striped: true };
    const code = configuratorCode(state, 'ts');
    const styles = [...code.matchAll(/^import '([^']+\.css)';$/gm)].map((match) => match[1]);
    expect(styles).toEqual(['rc-table/assets/index.css', `./${THEME_FILE}`]);
    const theme = configuratorStylesheet(state)!;
    for (const name of ['table-borderless', 'row-striped']) {
      expect(code).toContain(name);
      expect(rcTableCss).not.toContain(name);
      expect(theme).not.toContain(name);
      expect(siteCss).toContain(name);
    }
    // Without a look of its own, rc-table's stylesheet is the only one.
    const plain = configuratorCode({ ...DEFAULT_STATE, bordered: false, striped: true }, 'ts');
    expect([...plain.matchAll(/^import '([^']+\.css)';$/gm)].map((match) => match[1])).toEqual([
      'rc-table/assets/index.css',
    ]);
  });

  it('the CodeSandbox project carries the look chosen beside App, which imports it, in both flavours', () => {
    for (const flavour of ['ts', 'js'] as const) {
      const { files } = codeSandboxDataOf(
        configuratorPlayground(EXPORTED_STATE, flavour),
        SITE_MANIFEST,
      );
      expect(files[THEME_FILE].content).toBe(configuratorStylesheet(EXPORTED_STATE));
      expect(files[`App.${flavour}x`].content).toContain(`import './${THEME_FILE}';`);
      const plain = codeSandboxDataOf(
        configuratorPlayground(DEFAULT_STATE, flavour),
        SITE_MANIFEST,
      );
      expect(plain.files[THEME_FILE]).toBeUndefined();
    }
  });

  it('the CodeSandbox project carries the site’s table.css, in both flavours', () => {
    for (const flavour of ['ts', 'js'] as const) {
      const { files } = codeSandboxDataOf(
        configuratorPlayground(EXPORTED_STATE, flavour),
        SITE_MANIFEST,
      );
      expect(Object.values(files).some((file) => file.content === siteCss)).toBe(true);
    }
  });
});
