import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { openApiDocument } from './openapi.ts';

describe('the committed OpenAPI document', () => {
  it('matches the routes (run `npm run openapi` after changing a route)', async () => {
    const committed = readFileSync(new URL('../openapi.json', import.meta.url), 'utf8');
    expect(committed.trim()).toBe((await openApiDocument()).trim());
  });
});
