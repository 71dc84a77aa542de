import type { CamposRechazados } from '../../api/campos';

/**
 * Where each refused field goes in a form: the server and the contract name a field by its path in
 * the input (`persona.nro_documento`), a form by its own name (`nro_documento`). A path lands on
 * the form field of the same name, else on the field named like its last part; one the form does
 * not have stays a general message.
 */
export function repartirCampos(campos: CamposRechazados, nombres: readonly string[]): { enCampos: Array<[string, string]>; generales: string[] } {
  const enCampos = new Map<string, string>();
  const generales: string[] = [];
  for (const [ruta, mensaje] of Object.entries(campos)) {
    const ultimo = ruta.split('.').at(-1) ?? ruta;
    const campo = nombres.includes(ruta) ? ruta : nombres.includes(ultimo) ? ultimo : null;
    if (campo && !enCampos.has(campo)) enCampos.set(campo, mensaje);
    else if (!campo) generales.push(mensaje);
  }
  return { enCampos: [...enCampos], generales };
}
