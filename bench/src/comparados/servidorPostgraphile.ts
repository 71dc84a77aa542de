/**
 * PostGraphile 4 on the benchmark's database, in a process of its own, as a user after speed would
 * set it up: no watch, no GraphiQL, no query log, reads only, the connection-filter plugin.
 * Argument: the database URL; PORT in the environment. GET /ready answers 200 once the schema is built.
 */
import { createServer } from 'node:http';
import pg from 'pg';
import { postgraphile } from 'postgraphile';
import ConnectionFilterPlugin from 'postgraphile-plugin-connection-filter';

const [databaseUrl] = process.argv.slice(2);
const puerto = Number(process.env.PORT);
if (!databaseUrl || !(puerto > 0)) throw new Error('Uso: servidorPostgraphile.ts <database-url> (PORT en el entorno)');

// The same pool size as our server's (apps/api/src/db/client.ts).
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
const middleware = postgraphile(pool, 'public', {
  watchPg: false,
  graphiql: false,
  disableQueryLog: true,
  disableDefaultMutations: true,
  dynamicJson: true,
  setofFunctionsContainNulls: false,
  retryOnInitFail: false,
  appendPlugins: [ConnectionFilterPlugin],
  // Relation filters: `none` over a backward relation expresses "not in a payroll of the month".
  graphileBuildOptions: { connectionFilterRelations: true },
});

let listo = false;
const servidor = createServer((req, res) => {
  if (req.url === '/ready') {
    res.writeHead(listo ? 200 : 503).end();
    return;
  }
  middleware(req, res);
});
await middleware.getGraphQLSchema();
listo = true;
servidor.listen(puerto, '127.0.0.1');

const cerrar = () => {
  servidor.close();
  void middleware.release().finally(() => pool.end().finally(() => process.exit(0)));
};
process.once('SIGTERM', cerrar);
process.once('SIGINT', cerrar);
