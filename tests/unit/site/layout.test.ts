import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The layout of src/ holds itself: ESLint (eslint.config.mjs) refuses an import from src/shared
 * into src/client or src/node, and from the browser's code (src/client, the theme) into src/node.
 */

const eslint = new ESLint({ cwd: process.cwd() });

/** The messages of the boundary rule for `code` as if it were the file `filePath`. */
async function boundaryErrors(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

describe('the import boundaries of src/', () => {
  it.each([
    ['src/shared/api/planted.ts', "import type { ApiHistory } from '../../node/api/history';"],
    ['src/shared/site/planted.ts', "import { messages } from '../../client/site/messages';"],
    ['src/shared/planted.ts', "import { x } from '@site/client/site/toc';"],
    ['src/client/site/planted.ts', "import { descriptions } from '../../node/api/descriptions';"],
    ['src/client/site/planted.ts', "import { descriptions } from '@site/node/api/descriptions';"],
    ['.dumi/theme/slots/Planted/index.tsx', "import type { D } from '@site/node/api/demoUsage';"],
  ])('refuses in %s: %s', async (file, line) => {
    expect(await boundaryErrors(`${line}\nexport {};\n`, file)).toHaveLength(1);
  });

  it.each([
    ['src/client/site/planted.ts', "import { propAnchor } from '../../shared/api/model';"],
    ['src/node/api/planted.ts', "import { propAnchor } from '../../shared/api/model';"],
    ['src/shared/api/planted.ts', "import { readFileSync } from 'node:fs';"],
    ['.dumi/theme/slots/Planted/index.tsx', "import { toc } from '@site/client/site/toc';"],
  ])('lets through in %s: %s', async (file, line) => {
    expect(await boundaryErrors(`${line}\nexport {};\n`, file)).toEqual([]);
  });
});
