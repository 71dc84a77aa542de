import { loadConfig } from '../../config.js';
import { openDatabase } from '../../db/client.js';
import { verifyChain } from './verify.js';

/** `npm run audit:verify`: checks the audit log's hash chain of the configured database. Exit 1 when broken. */
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
let code = 0;
try {
  const r = await verifyChain(database.db);
  if (r.intacta) {
    console.log(`Cadena de auditoría íntegra: ${r.total} registros`);
  } else {
    console.log(`Cadena de auditoría rota en el registro ${r.primer_error_id}`);
    code = 1;
  }
} finally {
  await database.close();
}
process.exit(code);
