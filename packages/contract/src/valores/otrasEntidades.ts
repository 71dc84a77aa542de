/** §5 "Entity: phone required, digits only": one or more numbers, comma-separated, stored as "a,b". */
export const TELEFONO_SOLO_NUMEROS = /^\d{6,20}$/;

/** An other entity's kind and acronym go together (decision of the lead, §3). */
export const TIPOS_OTRA_ENTIDAD = ['EMBAJADA', 'ONG', 'PERSONAL'] as const;

export const SIGLA_DE_TIPO = { EMBAJADA: 'EMB', ONG: 'ONG', PERSONAL: 'PER' } as const;

export type TipoOtraEntidad = (typeof TIPOS_OTRA_ENTIDAD)[number];
