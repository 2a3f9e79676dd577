import { writeFile } from 'node:fs/promises';
import { auditMarkdown } from '@contracts/guaranteed/audit-markdown';

/** `npm run contracts:audit`: rewrites contracts/AUDIT.md from the guaranteed-field lists. */
await writeFile('contracts/AUDIT.md', auditMarkdown());
console.log('contracts/AUDIT.md written');
