import { diaMesAnio } from '@pb/contract';
import { DEMO_USUARIOS, demoExtraUsuarios } from '../demo-personas.js';
import { pick, prng } from '@pb/api/integrations/prng.js';

/** A person as the SEGIP simulator keeps it (the fields of DatosPersonaEnFormatoJson). */
export interface PersonaSegip {
  NumeroDocumento: string;
  Complemento: string;
  Nombres: string;
  PrimerApellido: string;
  SegundoApellido: string;
  /** dd/mm/yyyy */
  FechaNacimiento: string;
  Genero: 'F' | 'M';
  LugarExpedicion: string;
  Nacionalidad: string;
}

const NOMBRES_F = ['MARÍA', 'JUANA', 'ROSA', 'CARMEN', 'LIDIA', 'SONIA', 'ELIZABETH', 'GLADYS', 'VERÓNICA', 'NANCY', 'ROXANA', 'MARTHA', 'EVA', 'LUCÍA', 'PATRICIA', 'XIMENA', 'CINTHIA', 'TERESA'];
const NOMBRES_M = ['JUAN', 'LUIS', 'MARCO ANTONIO', 'EDWIN', 'RENÉ', 'GROVER', 'WILFREDO', 'OSCAR', 'DANIEL', 'HUGO', 'RAÚL', 'FREDDY', 'JOSÉ', 'CARLOS', 'VÍCTOR', 'ÁLVARO', 'MIGUEL', 'JHONNY'];
const APELLIDOS = ['MAMANI', 'QUISPE', 'CHOQUE', 'FLORES', 'CONDORI', 'APAZA', 'TICONA', 'LIMACHI', 'COPA', 'HUANCA', 'ROJAS', 'VARGAS', 'GUTIÉRREZ', 'CRUZ', 'MENDOZA', 'CALLE', 'CHAMBI', 'POMA', 'YUPANQUI', 'AÑEZ', 'SUÁREZ', 'JUSTINIANO', 'ARCE', 'VACA'];
const EXPEDIDO = ['CH', 'LP', 'CB', 'OR', 'PT', 'TJ', 'SC', 'BN', 'PD'];

/** 300 fictional people (some with complements, some with one surname) plus the demo users' people. */
export function registroSegip(): PersonaSegip[] {
  const rand = prng(2026);
  const people: PersonaSegip[] = [];
  for (let i = 0; i < 300; i++) {
    const genero = rand() < 0.5 ? 'F' : 'M';
    const year = 1950 + Math.floor(rand() * 55);
    const month = 1 + Math.floor(rand() * 12);
    const day = 1 + Math.floor(rand() * 28);
    people.push({
      NumeroDocumento: String(1000000 + i * 24571 + Math.floor(rand() * 1000)),
      Complemento: i % 10 === 0 ? `${1 + (i % 9)}${String.fromCharCode(65 + (i % 26))}` : '',
      Nombres: pick(rand, genero === 'F' ? NOMBRES_F : NOMBRES_M),
      PrimerApellido: i % 25 === 0 ? '' : pick(rand, APELLIDOS),
      SegundoApellido: i % 13 === 0 ? '' : pick(rand, APELLIDOS),
      FechaNacimiento: `${String(day).padStart(2, '0')}/${String(month).padStart(2, '0')}/${year}`,
      Genero: genero,
      LugarExpedicion: pick(rand, EXPEDIDO),
      Nacionalidad: 'BOLIVIANA',
    });
  }
  for (const u of [...DEMO_USUARIOS, ...demoExtraUsuarios()]) {
    people.push({
      NumeroDocumento: u.persona.nro_documento,
      Complemento: u.persona.complemento ?? '',
      Nombres: u.persona.nombres,
      PrimerApellido: u.persona.primer_apellido,
      SegundoApellido: u.persona.segundo_apellido ?? '',
      FechaNacimiento: diaMesAnio(u.persona.fecha_nacimiento),
      Genero: u.persona.genero,
      LugarExpedicion: 'LP',
      Nacionalidad: 'BOLIVIANA',
    });
  }
  return people;
}
