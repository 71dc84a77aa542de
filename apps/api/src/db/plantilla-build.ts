import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { openDatabase } from './client.js';
import { migrate } from './migrate.js';
import { ARCHIVO_PLANTILLA } from './plantilla.js';

// Run by the api's build: a new embedded database, migrated, archived for new data folders (plantilla.ts).
// Seeding is left to each start: it depends on the configuration (demo data or the first administrator).
const database = await openDatabase({});
await migrate(database);
const archivo = await database.dumpDataDir!('gzip');
await database.close();
mkdirSync(path.dirname(ARCHIVO_PLANTILLA), { recursive: true });
// Written whole, then renamed: a start never reads half an archive.
writeFileSync(`${ARCHIVO_PLANTILLA}.tmp`, Buffer.from(await archivo.arrayBuffer()));
renameSync(`${ARCHIVO_PLANTILLA}.tmp`, ARCHIVO_PLANTILLA);
console.log(`Plantilla de la base embebida: ${ARCHIVO_PLANTILLA}`);
