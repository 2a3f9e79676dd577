import { mkdir, writeFile } from 'node:fs/promises';
import { buildOpenApi } from '@contracts/openapi';

/** `npm run openapi`: writes the generated document to dist-openapi/openapi.json. */
const doc = buildOpenApi();
await mkdir('dist-openapi', { recursive: true });
await writeFile('dist-openapi/openapi.json', `${JSON.stringify(doc, null, 2)}\n`);
const ops = Object.values(doc.paths as Record<string, object>).reduce((n, item) => n + Object.keys(item).length, 0);
console.log(`dist-openapi/openapi.json: ${ops} operations`);
