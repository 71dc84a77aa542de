import { loadConfig } from '../../config.js';
import { cargarDemo } from '../../demo.js';
import { openDatabase } from '../client.js';
import { migrate } from '../migrate.js';
import { seed } from './index.js';

/** `npm run db:seed [-- --demo]`: migrates and seeds the configured database; the demo's data from apps/demo (decision 074). */
const config = loadConfig();
const demo = process.argv.includes('--demo') || config.seedDemo;
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await migrate(database);
  await seed(database.db, { demo: demo ? (await cargarDemo()).semilla : null, adminPassword: config.ADMIN_PASSWORD, print: (l) => console.log(l) });
  console.log(demo ? 'Datos de referencia y de demostración cargados.' : 'Datos de referencia cargados.');
} finally {
  await database.close();
}
