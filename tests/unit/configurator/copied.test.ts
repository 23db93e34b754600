import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { configuratorPlayground, EXPORTED_STATE } from '@site/client/configurator/playground';
import { codeSandboxDataOf, SITE_MANIFEST } from '@site/client/playground';
import { configuratorCode } from '@site/shared/configurator/code';
import { SITE_TABLE_CSS_PATH } from '@site/shared/playground/tableCss';

/**
 * What /configurator says of its code (docs/configurator.md): a copied file loads only rc-table's
 * own stylesheet, which styles neither the borderless table nor the stripes; the playground
 * projects add the site's table.css, which does.
 */
const siteCss = readFileSync(join(process.cwd(), SITE_TABLE_CSS_PATH), 'utf8');
const rcTableCss = readFileSync(
  join(process.cwd(), 'node_modules/rc-table/assets/index.css'),
  'utf8',
);

describe('the configurator’s copied file and its playground projects', () => {
  it('a copied file imports rc-table’s stylesheet only, and that one styles neither class', () => {
    const code = configuratorCode({ ...EXPORTED_STATE, bordered: false, striped: true }, 'ts');
    const styles = [...code.matchAll(/^import '([^']+\.css)';$/gm)].map((match) => match[1]);
    expect(styles).toEqual(['rc-table/assets/index.css']);
    for (const name of ['table-borderless', 'row-striped']) {
      expect(code).toContain(name);
      expect(rcTableCss).not.toContain(name);
      expect(siteCss).toContain(name);
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
