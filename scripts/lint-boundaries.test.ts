/**
 * The import boundaries of eslint.config.js, as ESLint applies them: the shared layers
 * (src/lib/api, query, stores, offline) import nothing of a feature, the preloader or an
 * island, and a feature imports no other feature. `npm run check` lints the tree; this keeps
 * the rules themselves from loosening unnoticed, and the shared layers clean in `npm test`.
 */
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: fileURLToPath(new URL('..', import.meta.url)) });

/** The boundary messages ESLint gives `code` as if it were the file at `filePath`. */
async function refusals(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('the shared layers import downwards only', () => {
  it.each([
    ['src/lib/api/x.ts', "import { CATALOG } from '../awards/keys';"],
    ['src/lib/query/x.ts', "import { pageReads } from '../preload/page-reads';"],
    ['src/lib/stores/x.ts', "import { $pointsReloadAt } from '../participant/participant';"],
    ['src/lib/offline/x.ts', "import Wishes from '../../islands/awards/WishGrid';"],
  ])('%s: %s is refused', async (file, code) => {
    expect(await refusals(code, file)).toEqual([expect.stringContaining('import nothing of a feature')]);
  });

  it.each([
    ['src/lib/api/x.ts', "import { currentToken } from '../stores/session';"],
    ['src/lib/query/x.ts', "import { handleError } from '../errors';"],
    ['src/lib/offline/x.ts', "import { config } from '../config/config';"],
    ['src/lib/api/x.ts', "import { isDeliveryMethod } from '../../../shared/rules/delivery-methods';"],
  ])('%s: %s is allowed', async (file, code) => {
    expect(await refusals(code, file)).toEqual([]);
  });

  it('holds in the tree', async () => {
    const results = await eslint.lintFiles(['src/lib/{api,query,stores,offline}/**/*.ts']);
    const broken = results.flatMap((r) =>
      r.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => `${r.filePath}: ${m.message}`),
    );
    expect(broken).toEqual([]);
  });
});

it('a feature imports no other feature', async () => {
  expect(await refusals("import { $awardGroups } from '../awards/queries';", 'src/lib/history/x.ts')).toEqual([
    expect.stringContaining('does not import another feature'),
  ]);
});
