// Writes the API's assembled GraphQL schema to the file given, for the web app's type checker
// (apps/web/scripts/graphql.mjs, decision 073): the SDL in the modules is the one source of every answer's fields.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { buildSchema, printSchema } from 'graphql';
import { graphqlTypeDefs } from './core/graphql.js';
import { graphqlFeatures } from './features.js';

const destino = process.argv[2];
if (!destino) throw new Error('Uso: esquema-graphql.ts <archivo.graphql>');
mkdirSync(dirname(destino), { recursive: true });
writeFileSync(destino, `${printSchema(buildSchema(graphqlTypeDefs(graphqlFeatures)))}\n`);
