/**
 * What the audit log keeps of a mutation, as JSON in `referencia`, so that the log screen can say
 * it as a sentence ("ADMIN cambió el estado del usuario JPEREZ a INACTIVO") and still show the
 * technical detail: the record's id and name, the fields sent and the state, if one was sent.
 * Never the values of other fields (a password, a token).
 */
export interface MutationReference {
  id?: string;
  nombre?: string;
  campos?: string[];
  estado?: string;
}

/** The field that names a record in the results of our mutations, in the order they are tried. */
const NOMBRES = ['usuario', 'nombre', 'label', 'codigo', 'ruta'] as const;

const texto = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : undefined);

export function mutationReference(args: Record<string, unknown>, result: unknown): string | null {
  const registro = result && typeof result === 'object' ? (result as Record<string, unknown>) : {};
  const entrada = Object.values(args).find((v): v is Record<string, unknown> => Boolean(v) && typeof v === 'object' && !Array.isArray(v));
  const ref: MutationReference = {};
  const id = texto(args.id) ?? texto(registro.id);
  if (id) ref.id = id;
  const nombre = NOMBRES.map((n) => texto(registro[n])).find(Boolean);
  if (nombre) ref.nombre = nombre;
  if (entrada) ref.campos = Object.keys(entrada).sort();
  const estado = texto(entrada?.estado);
  if (estado) ref.estado = estado;
  return Object.keys(ref).length > 0 ? JSON.stringify(ref) : null;
}
