import { ROLES } from '@pb/contract';

/**
 * The demo's fictional people and organisations (names are invented; places are real
 * municipalities), in one place outside the seed: the simulated outside systems know them (SEGIP's
 * registry, the OVT's employers, Ciudadanía Digital's citizens, the signing token's certificates)
 * and the seed (db/seed/demo.ts) creates their entities and users.
 */
export const DEMO_PASSWORD = 'Demo.2026';

export interface DemoEntidad {
  clave: string;
  nombre: string;
  sigla: string;
  descripcion: string;
  tipo: string;
  origen: string;
  proveedor?: boolean;
  nit?: string;
  matricula_comercio?: string;
  matriculas_comercio?: string[];
  dpa: string;
  email: string;
  telefonos: string;
  direccion: string;
  codigo_portal?: string;
  web?: string;
}

export const DEMO_ENTIDADES: DemoEntidad[] = [
  { clave: 'programa', nombre: 'PROGRAMA NACIONAL DE PRODUCTOS HECHOS EN BOLIVIA', sigla: 'PROBOLIVIA', descripcion: 'Programa que promueve el consumo de productos nacionales y administra los subsidios', tipo: 'PROGRAMA', origen: 'SISTEMA', dpa: '020101', email: 'contacto@probolivia.example.bo', telefonos: '22150000', direccion: 'Av. Camacho Nº 1488, La Paz', codigo_portal: 'PB-0001', web: 'https://probolivia.example.bo' },
  { clave: 'proveedor', nombre: 'DISTRIBUIDORA ANDINA S.R.L.', sigla: 'DASRL', descripcion: 'Distribuidora de alimentos de producción nacional', tipo: 'PRIVADO', origen: 'PROBOLIVIA', proveedor: true, nit: '1020304050', matricula_comercio: '00154321', matriculas_comercio: ['00154321'], dpa: '070101', email: 'ventas@andina.example.bo', telefonos: '33445566', direccion: 'Av. Cristo Redentor, 4to anillo, Santa Cruz de la Sierra', codigo_portal: 'PB-0102' },
  { clave: 'empleador', nombre: 'TEXTILES ILLIMANI S.A.', sigla: 'TISA', descripcion: 'Empresa textil con planta en El Alto', tipo: 'PRIVADO', origen: 'OVT', nit: '2030405060', matricula_comercio: '00098765', matriculas_comercio: ['00098765', '00098766'], dpa: '020105', email: 'rrhh@illimani.example.bo', telefonos: '22817070,71234567', direccion: 'Av. 6 de Marzo Nº 1200, El Alto', codigo_portal: 'EMP-2030' },
  { clave: 'publica', nombre: 'SERVICIO NACIONAL DE SANIDAD AGROPECUARIA DEMO', sigla: 'SNSA-D', descripcion: 'Entidad pública de demostración', tipo: 'PUBLICO', origen: 'OVT', nit: '3040506070', matricula_comercio: '00304050', matriculas_comercio: ['00304050'], dpa: '080101', email: 'planillas@snsa.example.bo', telefonos: '34621010', direccion: 'Calle La Paz Nº 300, Trinidad', codigo_portal: 'PUB-3040' },
  { clave: 'eta', nombre: 'GOBIERNO AUTÓNOMO MUNICIPAL DE ORURO DEMO', sigla: 'GAMO-D', descripcion: 'Entidad territorial autónoma de demostración', tipo: 'ETA', origen: 'OVT', nit: '4050607080', matricula_comercio: '00405060', matriculas_comercio: ['00405060'], dpa: '040101', email: 'rrhh@gamo.example.bo', telefonos: '25250000', direccion: 'Plaza 10 de Febrero, Oruro', codigo_portal: 'ETA-4050' },
  { clave: 'independiente', nombre: 'ROSA MAMANI QUISPE', sigla: 'PER', descripcion: 'Empleadora independiente de trabajadoras del hogar', tipo: 'PERSONAL', origen: 'OTRO', nit: '5060708090', dpa: '030101', email: 'rosa.mamani@example.bo', telefonos: '76543210', direccion: 'Calle Jordán Nº 455, Cochabamba', codigo_portal: 'IND-5060' },
];

export interface DemoUsuario {
  usuario: string;
  id_rol: number;
  entidad: string;
  email: string;
  cargo: string;
  doble?: boolean;
  persona: { nro_documento: string; complemento?: string; fecha_nacimiento: string; nombres: string; primer_apellido: string; segundo_apellido?: string; genero: 'F' | 'M'; movil: string };
}

export const DEMO_USUARIOS: DemoUsuario[] = [
  { usuario: 'admin', id_rol: ROLES.SUPERADMIN, entidad: 'programa', email: 'admin@probolivia.example.bo', cargo: 'Administrador de sistemas', persona: { nro_documento: '4567890', fecha_nacimiento: '1985-03-14', nombres: 'CARLOS ALBERTO', primer_apellido: 'GUTIÉRREZ', segundo_apellido: 'ROJAS', genero: 'M', movil: '71234501' } },
  { usuario: 'programa', id_rol: ROLES.ADMINISTRADOR, entidad: 'programa', email: 'programa@probolivia.example.bo', cargo: 'Jefa del programa', persona: { nro_documento: '5678901', fecha_nacimiento: '1988-07-22', nombres: 'MARÍA ELENA', primer_apellido: 'CONDORI', segundo_apellido: 'MAMANI', genero: 'F', movil: '71234502' } },
  { usuario: 'operador', id_rol: ROLES.OPERADOR, entidad: 'programa', email: 'operador@probolivia.example.bo', cargo: 'Operador de atención', persona: { nro_documento: '6789012', complemento: '1A', fecha_nacimiento: '1992-11-05', nombres: 'JUAN PABLO', primer_apellido: 'QUISPE', segundo_apellido: 'CHOQUE', genero: 'M', movil: '71234503' } },
  { usuario: 'proveedor', id_rol: ROLES.PROVEEDOR, entidad: 'proveedor', email: 'proveedor@andina.example.bo', cargo: 'Gerente comercial', persona: { nro_documento: '7890123', fecha_nacimiento: '1980-01-30', nombres: 'LUCÍA', primer_apellido: 'VARGAS', segundo_apellido: 'SUÁREZ', genero: 'F', movil: '71234504' } },
  { usuario: 'empleador', id_rol: ROLES.EMPLEADOR, entidad: 'empleador', email: 'empleador@illimani.example.bo', cargo: 'Jefe de recursos humanos', persona: { nro_documento: '8901234', fecha_nacimiento: '1978-09-12', nombres: 'RODRIGO', primer_apellido: 'FLORES', segundo_apellido: 'APAZA', genero: 'M', movil: '71234505' } },
  { usuario: 'publica', id_rol: ROLES.ENTIDAD_PUBLICA, entidad: 'publica', email: 'publica@snsa.example.bo', cargo: 'Responsable de planillas', persona: { nro_documento: '9012345', fecha_nacimiento: '1983-05-18', nombres: 'ANA GABRIELA', primer_apellido: 'MORALES', segundo_apellido: 'TICONA', genero: 'F', movil: '71234506' } },
  { usuario: 'eta', id_rol: ROLES.ETA, entidad: 'eta', email: 'eta@gamo.example.bo', cargo: 'Director administrativo', persona: { nro_documento: '3123456', fecha_nacimiento: '1975-12-01', nombres: 'FREDDY', primer_apellido: 'HUANCA', segundo_apellido: 'COPA', genero: 'M', movil: '71234507' } },
  { usuario: 'cajero', id_rol: ROLES.CAJERO, entidad: 'proveedor', email: 'cajero@andina.example.bo', cargo: 'Cajera', persona: { nro_documento: '3234567', fecha_nacimiento: '1997-04-09', nombres: 'SANDRA', primer_apellido: 'LIMACHI', segundo_apellido: 'POMA', genero: 'F', movil: '71234508' } },
  { usuario: 'independiente', id_rol: ROLES.EMPLEADOR_INDEPENDIENTE, entidad: 'independiente', email: 'rosa.mamani@example.bo', cargo: 'Empleadora', persona: { nro_documento: '3345678', fecha_nacimiento: '1969-08-25', nombres: 'ROSA', primer_apellido: 'MAMANI', segundo_apellido: 'QUISPE', genero: 'F', movil: '71234509' } },
  { usuario: 'consulta', id_rol: ROLES.CONSULTA, entidad: 'programa', email: 'consulta@probolivia.example.bo', cargo: 'Auditor interno', persona: { nro_documento: '3456789', fecha_nacimiento: '1986-02-17', nombres: 'JORGE LUIS', primer_apellido: 'PAREDES', segundo_apellido: 'VILLCA', genero: 'M', movil: '71234510' } },
  { usuario: 'doble', id_rol: ROLES.EMPLEADOR, entidad: 'empleador', email: 'doble@illimani.example.bo', cargo: 'Gerente general', doble: true, persona: { nro_documento: '3567890', fecha_nacimiento: '1979-10-03', nombres: 'PATRICIA', primer_apellido: 'ARCE', segundo_apellido: 'GUZMÁN', genero: 'F', movil: '71234511' } },
];

const NOMBRES_F = ['MARTHA', 'JUANA', 'CARMEN', 'LIDIA', 'SONIA', 'ELIZABETH', 'GLADYS', 'VERÓNICA', 'NANCY', 'ROXANA'];
const NOMBRES_M = ['LUIS', 'MARCO ANTONIO', 'EDWIN', 'RENÉ', 'GROVER', 'WILFREDO', 'OSCAR', 'DANIEL', 'HUGO', 'RAÚL'];
const APELLIDOS = ['MAMANI', 'QUISPE', 'CHOQUE', 'FLORES', 'CONDORI', 'APAZA', 'TICONA', 'LIMACHI', 'COPA', 'HUANCA', 'ROJAS', 'VARGAS', 'GUTIÉRREZ', 'CRUZ', 'MENDOZA', 'CALLE'];

/** Extra staff and employer users so that the users list pages (about 40 rows). */
export function demoExtraUsuarios(): DemoUsuario[] {
  const out: DemoUsuario[] = [];
  const { OPERADOR, ADMINISTRADOR, CONSULTA, EMPLEADOR, PROVEEDOR, ENTIDAD_PUBLICA, ETA } = ROLES;
  const plan: Array<[number, string]> = [[OPERADOR, 'programa'], [OPERADOR, 'programa'], [ADMINISTRADOR, 'programa'], [CONSULTA, 'programa'], [EMPLEADOR, 'empleador'], [EMPLEADOR, 'empleador'], [PROVEEDOR, 'proveedor'], [ENTIDAD_PUBLICA, 'publica'], [ETA, 'eta']];
  for (let i = 0; i < 30; i++) {
    const [id_rol, entidad] = plan[i % plan.length]!;
    const female = i % 2 === 0;
    const nombres = (female ? NOMBRES_F : NOMBRES_M)[i % 10]!;
    const a1 = APELLIDOS[i % APELLIDOS.length]!;
    const a2 = APELLIDOS[(i * 7 + 3) % APELLIDOS.length]!;
    const usuario = `${nombres.split(' ')[0]!.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '')}.${a1.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '')}${i + 1}`;
    out.push({
      usuario,
      id_rol,
      entidad,
      email: `${usuario}@example.bo`,
      cargo: 'Funcionario',
      persona: { nro_documento: String(2100000 + i * 3917), fecha_nacimiento: `${1970 + (i % 30)}-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 27) + 1).padStart(2, '0')}`, nombres, primer_apellido: a1, segundo_apellido: a2, genero: female ? 'F' : 'M', movil: String(60000000 + i * 12345) },
    });
  }
  return out;
}
