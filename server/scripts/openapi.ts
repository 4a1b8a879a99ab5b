import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { openApiDocument } from '../src/openapi.ts';

/** Writes the contract to server/openapi.json (committed; a test fails when it is stale). */
const target = fileURLToPath(new URL('../openapi.json', import.meta.url));
writeFileSync(target, (await openApiDocument()) + '\n');
console.log(`wrote ${target}`);
