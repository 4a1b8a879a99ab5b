// Generates src/lib/api/schema.d.ts (the site's API types) from server/openapi.json.
// `node scripts/api-types.mjs` writes it; src/lib/api/schema.test.ts fails when it is stale.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const root = new URL('../', import.meta.url);
export const SCHEMA_PATH = fileURLToPath(new URL('src/lib/api/schema.d.ts', root));
const OPENAPI_PATH = fileURLToPath(new URL('server/openapi.json', root));

const HEADER = `/**
 * Generated from server/openapi.json by scripts/api-types.mjs — do not edit.
 * Regenerate with \`npm run openapi\`.
 */

`;

export async function generateApiTypes() {
  const document = JSON.parse(await readFile(OPENAPI_PATH, 'utf8'));
  const ast = await openapiTS(document, { alphabetize: true });
  return HEADER + astToString(ast);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await writeFile(SCHEMA_PATH, await generateApiTypes());
  console.log(`wrote ${SCHEMA_PATH}`);
}
