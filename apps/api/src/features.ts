import type { GraphqlFeature } from './core/graphql.js';
import { usuariosFeature } from './modules/usuarios/graphql.js';
import { rolesFeature } from './modules/roles/graphql.js';
import { modulosFeature } from './modules/modulos/graphql.js';
import { permisosFeature } from './modules/permisos/graphql.js';
import { logsFeature } from './modules/logs/graphql.js';
import { entidadesFeature } from './modules/entidades/graphql.js';
import { parametrosFeature } from './modules/parametros/graphql.js';
import { serviciosIopFeature } from './modules/serviciosIop/graphql.js';
import { sucursalesFeature } from './modules/sucursales/graphql.js';
import { gruposFeature } from './modules/grupos/graphql.js';
import { alimentosFeature } from './modules/alimentos/graphql.js';
import { subsidiosFeature } from './modules/subsidios/graphql.js';
import { beneficiariasFeature } from './modules/beneficiarias/graphql.js';
import { csvPlanillasFeature } from './modules/csvPlanillas/graphql.js';
import { independientesFeature } from './modules/independientes/graphql.js';
import { csvBeneficiariasFeature } from './modules/csvBeneficiarias/graphql.js';
import { planillasFeature } from './modules/planillas/graphql.js';
import { cptsFeature } from './modules/cpts/graphql.js';
import { c31Feature } from './modules/c31/graphql.js';
import { celularesFeature } from './modules/celulares/graphql.js';
import { entregasFeature } from './modules/entregas/graphql.js';
import { tarjetasFeature } from './modules/tarjetas/graphql.js';
import { registrosFeature } from './modules/registros/graphql.js';
import { pagosFeature } from './modules/pagos/graphql.js';
import { beneficiariosPublicosFeature } from './modules/beneficiariosPublicos/graphql.js';

/** Every GraphQL feature of the API; adding one here is all it takes to serve it. */
export const graphqlFeatures: GraphqlFeature[] = [usuariosFeature, rolesFeature, modulosFeature, permisosFeature, logsFeature, entidadesFeature, parametrosFeature, serviciosIopFeature, sucursalesFeature, gruposFeature, alimentosFeature, subsidiosFeature, beneficiariasFeature, csvPlanillasFeature, csvBeneficiariasFeature, planillasFeature, cptsFeature, c31Feature, celularesFeature, entregasFeature, tarjetasFeature, registrosFeature, beneficiariosPublicosFeature, independientesFeature, pagosFeature];
