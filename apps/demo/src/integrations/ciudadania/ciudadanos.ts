import { ROLES_CIUDADANIA } from '@pb/contract';
import { DEMO_USUARIOS } from '../demo-personas.js';

/** A citizen the simulator signs in: what the real Ciudadanía Digital knows of a person. */
export interface Ciudadano {
  documento: string;
  nombres: string;
  primer_apellido: string;
  segundo_apellido?: string;
}

/** A citizen with no user in ProBolivia: signing in as her ends on the page that says whom to ask. */
export const CIUDADANA_SIN_CUENTA: Ciudadano = { documento: '7350123', nombres: 'ROSA ELENA', primer_apellido: 'QUISPE', segundo_apellido: 'MAMANI' };

/** The demo public-entity and ETA users (integrations/demo-personas.ts) and the citizen with no account. */
export function ciudadanosDemo(): Ciudadano[] {
  const publicos = DEMO_USUARIOS.filter((u) => ROLES_CIUDADANIA.includes(u.id_rol)).map(({ persona: p }) => ({
    documento: p.nro_documento,
    nombres: p.nombres,
    primer_apellido: p.primer_apellido,
    segundo_apellido: p.segundo_apellido,
  }));
  return [...publicos, CIUDADANA_SIN_CUENTA];
}

export const nombreCompleto = (c: Ciudadano) => [c.nombres, c.primer_apellido, c.segundo_apellido].filter(Boolean).join(' ');
