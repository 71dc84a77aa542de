import { MENSAJES, type Mensaje } from '@pb/contract/mensajes';
import { graphqlError } from './graphql-error.js';
import {
  Kind,
  SchemaMetaFieldDef,
  TypeMetaFieldDef,
  TypeNameMetaFieldDef,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLOutputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

/**
 * What one GraphQL request may cost. A document is measured before it runs: past any limit it is
 * refused as a whole with a Spanish VALIDATION error, so one small request cannot hold the server.
 */
export const GRAPHQL_LIMITS = {
  /** Tokens of the document; graphql-js stops parsing beyond them. */
  tokens: 5000,
  /** Nested fields; the standard introspection query needs 13. */
  profundidad: 15,
  /** Fields answered under another name: the way to repeat one expensive field many times. */
  alias: 20,
  costo: 60_000,
  /** A list whose page size is unknown (a `limit` variable) costs as if it were full. */
  filasMaximas: 100,
  /** `limit` left out: the contract's default page size. */
  filasPorOmision: 10,
  /** A list that is not paged (its query's declared cost bounds the work behind it). */
  filasSinPagina: 10,
  /** A mutation writes and audits: it costs this unless it declares otherwise. */
  mutacion: 1000,
} as const;

/** graphql-js's own message when a document exceeds `maxTokens`, in the user's language. */
/**
 * graphql-js's validation messages in Spanish, its «Did you mean …?» left out: the suggestions name
 * schema fields, which a production server with introspection off must not list. One not known here
 * becomes the general sentence. (Our own rules' errors carry `extensions.code` and their Spanish
 * text: graphql-errors.ts passes them as they are.)
 */
const VALIDACIONES: Array<[RegExp, (...g: string[]) => Mensaje]> = [
  [/^Cannot query field "([^"]+)" on type "([^"]+)"\./, (campo, tipo) => MENSAJES.consultaCampoInexistente({ campo: campo!, tipo: tipo! })],
  [/^Unknown argument "([^"]+)" on field "([^"]+)"\./, (argumento, campo) => MENSAJES.consultaArgumentoInexistente({ argumento: argumento!, campo: campo! })],
  [/^Field "([^"]+)" argument "([^"]+)" of type "[^"]+" is required, but it was not provided\./, (campo, argumento) => MENSAJES.consultaArgumentoFaltante({ argumento: argumento!, campo: campo! })],
  [/^Variable "(\$[^"]+)" of required type "[^"]+" was not provided\./, (variable) => MENSAJES.consultaVariableFaltante({ variable: variable! })],
  // A value inside an input: the field it is about, by its name (the form's field).
  [/^Variable "\$[^"]+" got invalid value .*? at "(?:[^"]*\.)?([^".]+)";/s, (campo) => MENSAJES.consultaCampoInvalido({ campo: campo! })],
  [/^Variable "(\$[^"]+)" (?:got invalid value|of type "[^"]+" used in position expecting)/, (variable) => MENSAJES.consultaVariableInvalida({ variable: variable! })],
  [/^Syntax Error: Document contains more th\w* \d+ tokens/, () => MENSAJES.consultaLarga],
  [/^Syntax Error:/, () => MENSAJES.consultaSintaxis],
];

export function translateValidation(message: string): Mensaje {
  for (const [patron, texto] of VALIDACIONES) {
    const m = patron.exec(message);
    if (m) return texto(...m.slice(1));
  }
  return MENSAJES.consultaInvalida;
}

export interface Measure {
  alias: number;
  profundidad: number;
  costo: number;
}

/**
 * Each field costs 1 for every item of the lists above it. A field that takes `limit` costs its page
 * size (the rows it reads) and makes the list below it that many items long; another list counts as
 * `filasSinPagina` items. A root field adds its declared cost (`costos`); a mutation at least `mutacion`.
 */
export function limitsRule(costos: ReadonlyMap<string, number>): ValidationRule {
  return (context: ValidationContext) => ({
    OperationDefinition(op) {
      const m = medir(context.getSchema(), op, fragmentosDe(context.getDocument()), costos);
      const error = (m: Mensaje) => context.reportError(graphqlError(m, 'VALIDATION', { nodes: op }));
      if (m.alias > GRAPHQL_LIMITS.alias) error(MENSAJES.consultaAlias({ maximo: GRAPHQL_LIMITS.alias }));
      else if (m.profundidad > GRAPHQL_LIMITS.profundidad) error(MENSAJES.consultaProfunda({ maximo: GRAPHQL_LIMITS.profundidad }));
      else if (m.costo > GRAPHQL_LIMITS.costo) error(MENSAJES.consultaCosto({ costo: m.costo, maximo: GRAPHQL_LIMITS.costo }));
      return false;
    },
  });
}

// The schema may come from another copy of graphql-js than this module's (mercurius loads the CommonJS
// build; tests load the ES one), so types are read by their shape, never with instanceof checks.
type ConCampos = { getFields(): Record<string, GraphQLField<unknown, unknown>> };
type Envuelto = { ofType: GraphQLOutputType };
const envuelve = (t: unknown): t is Envuelto => !!t && typeof t === 'object' && 'ofType' in t;

/** The named type under list and non-null wrappers. */
function nombrado(t: GraphQLOutputType): GraphQLNamedType {
  return envuelve(t) ? nombrado(t.ofType) : (t as GraphQLNamedType);
}

function esLista(t: GraphQLOutputType): boolean {
  return String(t).replace(/!$/, '').startsWith('[');
}

/** The field's definition, introspection's own fields included (they are not in the type's field map). */
function campoDe(tipo: GraphQLNamedType | null | undefined, nombre: string, raiz: boolean): GraphQLField<unknown, unknown> | undefined {
  if (nombre === '__typename') return TypeNameMetaFieldDef;
  if (raiz && nombre === '__schema') return SchemaMetaFieldDef;
  if (raiz && nombre === '__type') return TypeMetaFieldDef;
  const conCampos = tipo as Partial<ConCampos> | null | undefined;
  return typeof conCampos?.getFields === 'function' ? conCampos.getFields()[nombre] : undefined;
}

function fragmentosDe(document: DocumentNode): ReadonlyMap<string, FragmentDefinitionNode> {
  return new Map(document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((f) => [f.name.value, f]));
}

/** The measure of each operation of a document, without stopping at the limits (for tests and tuning). */
export function measureDocument(schema: GraphQLSchema, document: DocumentNode, costos: ReadonlyMap<string, number> = new Map()): Measure[] {
  const fragmentos = fragmentosDe(document);
  return document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION).map((op) => medir(schema, op, fragmentos, costos, Number.POSITIVE_INFINITY));
}

function medir(schema: GraphQLSchema, op: OperationDefinitionNode, fragmentos: ReadonlyMap<string, FragmentDefinitionNode>, costos: ReadonlyMap<string, number>, tope: number = GRAPHQL_LIMITS.costo): Measure {
  const raiz = op.operation === 'mutation' ? schema.getMutationType() : op.operation === 'subscription' ? schema.getSubscriptionType() : schema.getQueryType();
  const m: Measure = { alias: 0, profundidad: 0, costo: 0 };
  // Past a limit the answer is known: stop, so that fragments spread many times cannot make the walk itself long.
  const pasado = () => m.costo > tope || (tope !== Number.POSITIVE_INFINITY && (m.alias > GRAPHQL_LIMITS.alias || m.profundidad > GRAPHQL_LIMITS.profundidad));

  const filasDe = (node: FieldNode): number => {
    const arg = node.arguments?.find((a) => a.name.value === 'limit');
    if (!arg) return GRAPHQL_LIMITS.filasPorOmision;
    if (arg.value.kind === Kind.INT) return Math.max(1, Math.min(Number(arg.value.value), 1_000_000));
    if (arg.value.kind === Kind.VARIABLE) {
      const name = arg.value.name.value;
      const d = op.variableDefinitions?.find((v) => v.variable.name.value === name)?.defaultValue;
      return d?.kind === Kind.INT ? Math.max(1, Math.min(Number(d.value), GRAPHQL_LIMITS.filasMaximas)) : GRAPHQL_LIMITS.filasMaximas;
    }
    return GRAPHQL_LIMITS.filasMaximas;
  };

  // `pagina`: the page size a field with `limit` passes down to the list of its rows.
  const recorrer = (set: SelectionSetNode, tipo: GraphQLNamedType | null | undefined, factor: number, nivel: number, pagina: number | null, vistos: ReadonlySet<string>): void => {
    for (const s of set.selections) {
      if (pasado()) return;
      if (s.kind === Kind.INLINE_FRAGMENT) {
        recorrer(s.selectionSet, s.typeCondition ? schema.getType(s.typeCondition.name.value) : tipo, factor, nivel, pagina, vistos);
        continue;
      }
      if (s.kind === Kind.FRAGMENT_SPREAD) {
        const nombre = s.name.value;
        const f = fragmentos.get(nombre);
        // A cycle is reported by graphql-js's own rule; here it must only not loop.
        if (f && !vistos.has(nombre)) recorrer(f.selectionSet, schema.getType(f.typeCondition.name.value), factor, nivel, pagina, new Set([...vistos, nombre]));
        continue;
      }
      if (s.alias && s.alias.value !== s.name.value) m.alias++;
      m.profundidad = Math.max(m.profundidad, nivel);
      const campo = campoDe(tipo, s.name.value, nivel === 1);
      const paginado = !!campo?.args.some((a) => a.name === 'limit');
      const lista = !!campo && esLista(campo.type);
      let items = 1;
      let paginaHijos = pagina;
      if (paginado && lista) items = filasDe(s);
      else if (paginado) paginaHijos = filasDe(s);
      else if (lista) {
        items = pagina ?? GRAPHQL_LIMITS.filasSinPagina;
        paginaHijos = null;
      }
      const propio = nivel === 1 ? (costos.get(s.name.value) ?? (op.operation === 'mutation' ? GRAPHQL_LIMITS.mutacion : 0)) : 0;
      m.costo += factor * (1 + propio + (paginado && !lista ? paginaHijos! : 0));
      if (s.selectionSet) recorrer(s.selectionSet, campo ? nombrado(campo.type) : null, factor * items, nivel + 1, paginaHijos, vistos);
    }
  };
  recorrer(op.selectionSet, raiz, 1, 1, null, new Set());
  return m;
}
