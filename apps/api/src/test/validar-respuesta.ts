import {
  GraphQLIncludeDirective,
  GraphQLSkipDirective,
  Kind,
  getDirectiveValues,
  getNamedType,
  getVariableValues,
  isAbstractType,
  isListType,
  isNonNullType,
  isObjectType,
  parse,
  type DirectiveNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import type { z } from 'zod';

/**
 * Checks a GraphQL answer against the contract's schemas (decision 044), field by selected field:
 * the document is walked with the answer's data, so only what was asked is checked (aliases,
 * fragments, @skip/@include as the server resolved them). A scalar field is parsed with its
 * `Type.field` schema; an object field is followed through its SDL wrappers (null, lists; the
 * contract's nullability is the SDL's, answer-schemas.test.ts keeps them equal) into its own type's
 * fields. A type without a schema (a test's own feature) is not checked, nor a root field's scalar
 * (a mutation's Boolean: no schema in the contract; graphql-js serialized it). Answers the operation
 * (`mutation parametroAdd`) and the failures, each as `Type.field (path): what is wrong`.
 */
export function validarRespuesta(schema: GraphQLSchema, esquemas: Record<string, z.ZodType>, query: string, variables: Record<string, unknown> | undefined, data: unknown): { operacion: string; fallos: string[] } {
  const documento = parse(query);
  const operacion = documento.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  if (!operacion) return { operacion: '', fallos: [] };
  const fragmentos = new Map(documento.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]));
  // The variables as the server coerced them (defaults included), for @skip and @include.
  const valores = getVariableValues(schema, operacion.variableDefinitions ?? [], variables ?? {}).coerced ?? {};
  const fallos: string[] = [];

  /** The selected fields of an object type, by response key (a key asked twice merges its sub-selections). */
  function campos(tipo: GraphQLObjectType, seleccion: SelectionSetNode, acumulados = new Map<string, FieldNode[]>(), vistos = new Set<string>()) {
    for (const s of seleccion.selections) {
      if (!incluida(s)) continue;
      if (s.kind === Kind.FIELD) acumulados.set(s.alias?.value ?? s.name.value, [...(acumulados.get(s.alias?.value ?? s.name.value) ?? []), s]);
      else if (s.kind === Kind.INLINE_FRAGMENT) {
        if (!s.typeCondition || aplica(s.typeCondition.name.value, tipo)) campos(tipo, s.selectionSet, acumulados, vistos);
      } else {
        const f = fragmentos.get(s.name.value);
        if (f && !vistos.has(f.name.value) && aplica(f.typeCondition.name.value, tipo)) campos(tipo, f.selectionSet, acumulados, vistos.add(f.name.value));
      }
    }
    return acumulados;
  }
  function aplica(condicion: string, tipo: GraphQLObjectType) {
    const t = schema.getType(condicion);
    return t === tipo || (t !== undefined && isAbstractType(t) && schema.isSubType(t, tipo));
  }
  function incluida(s: { directives?: readonly DirectiveNode[] }) {
    if (getDirectiveValues(GraphQLSkipDirective, s, valores)?.if === true) return false;
    return getDirectiveValues(GraphQLIncludeDirective, s, valores)?.if !== false;
  }

  function objeto(tipo: GraphQLObjectType, nodos: FieldNode[], valor: unknown, ruta: string) {
    if (typeof valor !== 'object' || valor === null || Array.isArray(valor)) return void fallos.push(`${ruta}: se esperaba un objeto ${tipo.name}, llegó ${JSON.stringify(valor)}`);
    const esquema = esquemas[tipo.name] as z.ZodObject | undefined;
    const esRaiz = tipo === schema.getQueryType() || tipo === schema.getMutationType();
    if (!esquema && !esRaiz) return;
    const pedidos = new Map<string, FieldNode[]>();
    for (const n of nodos) if (n.selectionSet) campos(tipo, n.selectionSet, pedidos);
    const fila = valor as Record<string, unknown>;
    for (const clave of Object.keys(fila)) if (!pedidos.has(clave)) fallos.push(`${tipo.name} (${ruta ? `${ruta}.${clave}` : clave}): no fue pedido`);
    for (const [clave, [primero, ...resto]] of pedidos) {
      const nombre = primero!.name.value;
      const aqui = ruta ? `${ruta}.${clave}` : clave;
      if (!(clave in fila)) {
        fallos.push(`${tipo.name}.${nombre} (${aqui}): falta en la respuesta`);
        continue;
      }
      if (nombre === '__typename') {
        if (fila[clave] !== tipo.name) fallos.push(`${tipo.name}.__typename (${aqui}): ${JSON.stringify(fila[clave])}`);
        continue;
      }
      // Introspection (__schema, __type) is graphql-js's own answer, not the contract's.
      if (nombre.startsWith('__')) continue;
      const campo = tipo.getFields()[nombre];
      if (!campo) {
        fallos.push(`${tipo.name}.${nombre} (${aqui}): no está en el SDL`);
        continue;
      }
      if (isObjectType(getNamedType(campo.type)) || isAbstractType(getNamedType(campo.type))) {
        forma(campo.type, `${tipo.name}.${nombre}`, [primero!, ...resto], fila[clave], aqui);
        continue;
      }
      const deCampo = esquema?.shape[nombre] as z.ZodType | undefined;
      if (!deCampo) {
        if (!esRaiz) fallos.push(`${tipo.name}.${nombre} (${aqui}): sin esquema en el contrato`);
        continue;
      }
      const r = deCampo.safeParse(fila[clave]);
      if (!r.success) fallos.push(...r.error.issues.map((i) => `${tipo.name}.${nombre} (${[aqui, ...i.path].join('.')}): ${i.message}`));
    }
  }

  /** An object field's value through its SDL type's null and list wrappers, down to its objects. */
  function forma(tipo: GraphQLOutputType, donde: string, nodos: FieldNode[], valor: unknown, ruta: string): void {
    if (valor === null) {
      if (isNonNullType(tipo)) fallos.push(`${donde} (${ruta}): null, y el SDL dice ${String(tipo)}`);
      return;
    }
    const t = isNonNullType(tipo) ? tipo.ofType : tipo;
    if (isListType(t)) {
      if (!Array.isArray(valor)) return void fallos.push(`${donde} (${ruta}): se esperaba una lista (${String(tipo)})`);
      return valor.forEach((v, i) => forma(t.ofType, donde, nodos, v, `${ruta}[${i}]`));
    }
    // An interface or union would need the answer's __typename; the SDL has none today.
    if (isObjectType(t)) objeto(t, nodos, valor, ruta);
  }

  const raiz = schema.getRootType(operacion.operation);
  const nombre = `${operacion.operation} ${operacion.name?.value ?? operacion.selectionSet.selections.map((s) => (s.kind === Kind.FIELD ? s.name.value : '…')).join(', ')}`;
  if (raiz) objeto(raiz, [{ kind: Kind.FIELD, name: { kind: Kind.NAME, value: '' }, selectionSet: operacion.selectionSet }], data, '');
  return { operacion: nombre, fallos };
}
