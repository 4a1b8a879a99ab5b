// @vitest-environment node
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { generateApiTypes, SCHEMA_PATH } from '../../../scripts/api-types.mjs';

describe('the site API types', () => {
  it('match server/openapi.json (run `npm run openapi` after changing the contract)', async () => {
    expect(await readFile(SCHEMA_PATH, 'utf8')).toBe(await generateApiTypes());
  });
});
