/** AAAA-MM-DD → DD/MM/AAAA: how SEGIP, the OVT dialog and the CSV files write a day. */
export const diaMesAnio = (iso: string): string => iso.split('-').reverse().join('/');

/** DD/MM/AAAA → AAAA-MM-DD: a day as the database keeps it. */
export const isoDeDiaMesAnio = (fecha: string): string => fecha.split('/').reverse().join('-');
