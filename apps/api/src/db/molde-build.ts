import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { openDatabase } from './client.js';
import { migrate } from './migrate.js';
import { ARCHIVO_MOLDE } from './molde.js';

// Run by the api's build: a new embedded database, migrated, archived for new data folders (molde.ts).
// Seeding is left to each start: it depends on the configuration (demo data or the first administrator).
const database = await openDatabase({});
await migrate(database);
const archivo = await database.dumpDataDir!('gzip');
await database.close();
mkdirSync(path.dirname(ARCHIVO_MOLDE), { recursive: true });
// Written whole, then renamed: a start never reads half an archive.
writeFileSync(`${ARCHIVO_MOLDE}.tmp`, Buffer.from(await archivo.arrayBuffer()));
renameSync(`${ARCHIVO_MOLDE}.tmp`, ARCHIVO_MOLDE);
console.log(`Molde de la base embebida: ${ARCHIVO_MOLDE}`);
