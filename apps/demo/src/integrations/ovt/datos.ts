/** The word lists the OVT simulator's registry is drawn from: fictional people and firms in real places. */

export const NOMBRES_F = [
  'MARÍA', 'JUANA', 'ROSA', 'CARMEN', 'LIDIA', 'SONIA', 'ELIZABETH', 'GLADYS', 'VERÓNICA', 'NANCY', 'ROXANA', 'MARTHA', 'EVA', 'LUCÍA', 'PATRICIA', 'XIMENA',
  'CINTHIA', 'TERESA', 'FILOMENA', 'JHOSELIN', 'MARÍA RENÉ', 'ANA MARÍA', 'DELIA', 'SILVIA', 'MAGDALENA', 'JACQUELINE', 'WENDY', 'MIRIAM', 'PAOLA', 'DAYANA',
  'EUGENIA', 'BEATRIZ', 'GUADALUPE', 'ROSMERY', 'TATIANA', 'ALEJANDRA', 'YOLANDA', 'SABINA', 'FELICIDAD', 'CARLA',
] as const;

export const NOMBRES_M = [
  'JUAN', 'LUIS', 'MARCO ANTONIO', 'EDWIN', 'RENÉ', 'GROVER', 'WILFREDO', 'OSCAR', 'DANIEL', 'HUGO', 'RAÚL', 'FREDDY', 'JOSÉ', 'CARLOS', 'VÍCTOR', 'ÁLVARO',
  'MIGUEL', 'JHONNY', 'SIMÓN', 'FÉLIX', 'EDGAR', 'RUBÉN', 'JUAN CARLOS', 'MARCELO', 'GONZALO', 'ROLANDO', 'WILSON', 'ALEX', 'LIMBERT', 'NELSON',
  'RAMIRO', 'TEODORO', 'ELVIS', 'FERNANDO', 'DIEGO', 'ISRAEL', 'GUSTAVO', 'MARIO', 'EFRAÍN', 'SERGIO',
] as const;

export const APELLIDOS = [
  'MAMANI', 'QUISPE', 'CHOQUE', 'FLORES', 'CONDORI', 'APAZA', 'TICONA', 'LIMACHI', 'COPA', 'HUANCA', 'ROJAS', 'VARGAS', 'GUTIÉRREZ', 'CRUZ', 'MENDOZA', 'CALLE',
  'CHAMBI', 'POMA', 'YUPANQUI', 'AÑEZ', 'SUÁREZ', 'JUSTINIANO', 'ARCE', 'VACA', 'COLQUE', 'ALANOCA', 'NINA', 'CHURA', 'CHOQUEHUANCA', 'MACHACA', 'LAURA',
  'ALIAGA', 'FERNÁNDEZ', 'GONZÁLES', 'RODRÍGUEZ', 'LÓPEZ', 'PÉREZ', 'GARCÍA', 'TORREZ', 'VILLCA', 'CHÁVEZ', 'ORTIZ', 'MORALES', 'SALAZAR', 'ZURITA', 'CUÉLLAR',
  'ROCA', 'PEÑARANDA', 'CAMACHO', 'ESPINOZA', 'HERRERA', 'MOLINA', 'PAREDES', 'RAMOS', 'SIRPA', 'TARQUI', 'CUSI', 'HUARACHI', 'AGUILAR', 'MONTAÑO',
] as const;

/** Real municipalities (code and names as in apps/api/src/db/seed/data/dpa-bolivia.json): [codigoDpa, departamento, provincia, municipio]. */
export const MUNICIPIOS = [
  ['010101', 'Chuquisaca', 'Oropeza', 'Sucre'],
  ['020101', 'La Paz', 'Murillo', 'La Paz'],
  ['020105', 'La Paz', 'Murillo', 'El Alto'],
  ['020801', 'La Paz', 'Ingavi', 'Viacha'],
  ['030101', 'Cochabamba', 'Cercado', 'Cochabamba'],
  ['030901', 'Cochabamba', 'Quillacollo', 'Quillacollo'],
  ['031001', 'Cochabamba', 'Chapare', 'Sacaba'],
  ['040101', 'Oruro', 'Cercado', 'Oruro'],
  ['050101', 'Potosí', 'Frías', 'Potosí'],
  ['050203', 'Potosí', 'Rafael Bustillo', 'Llallagua'],
  ['051201', 'Potosí', 'Quijarro', 'Uyuni'],
  ['051501', 'Potosí', 'Modesto Omiste', 'Villazón'],
  ['060101', 'Tarija', 'Cercado', 'Tarija'],
  ['060301', 'Tarija', 'Gran Chaco', 'Yacuiba'],
  ['070101', 'Santa Cruz', 'Andrés Ibáñez', 'Santa Cruz de la Sierra'],
  ['070201', 'Santa Cruz', 'Warnes', 'Warnes'],
  ['070706', 'Santa Cruz', 'Cordillera', 'Camiri'],
  ['071001', 'Santa Cruz', 'Obispo Santistevan', 'Montero'],
  ['080101', 'Beni', 'Cercado', 'Trinidad'],
  ['080201', 'Beni', 'Vaca Díez', 'Riberalta'],
  ['090101', 'Pando', 'Nicolás Suárez', 'Cobija'],
] as const;
export type Municipio = (typeof MUNICIPIOS)[number];

export const CALLES = [
  'Av. 6 de Agosto', 'Av. Arce', 'Calle Comercio', 'Av. Busch', 'Calle Bolívar', 'Av. Ayacucho', 'Calle Sucre', 'Av. Blanco Galindo', 'Av. América', 'Calle Junín',
  'Av. Cañoto', 'Calle 24 de Septiembre', 'Av. Banzer', 'Calle Potosí', 'Av. Juan Pablo II', 'Av. Villazón', 'Calle Ingavi', 'Calle Mercado',
] as const;

/** Health funds of the short-term social security. */
export const CAJAS_SALUD = [
  'CAJA NACIONAL DE SALUD',
  'CAJA PETROLERA DE SALUD',
  'CAJA DE SALUD DE LA BANCA PRIVADA',
  'CAJA BANCARIA ESTATAL DE SALUD',
  'CAJA DE SALUD CORDES',
  'CAJA DE SALUD DE CAMINOS Y R.A.',
  'SEGURO SOCIAL UNIVERSITARIO',
] as const;

export interface Rubro {
  prefijo: string;
  cargos: readonly string[];
}

const ADMINISTRATIVOS = ['AUXILIAR CONTABLE', 'SECRETARIA', 'CHOFER', 'PORTERO', 'CONTADOR', 'ENCARGADO DE RECURSOS HUMANOS', 'MENSAJERO'];

export const RUBROS: readonly Rubro[] = [
  { prefijo: 'COMERCIAL', cargos: ['VENDEDOR', 'CAJERO', 'ALMACENERO', 'REPONEDOR', 'SUPERVISOR DE VENTAS', ...ADMINISTRATIVOS] },
  { prefijo: 'INDUSTRIAS', cargos: ['OPERARIO', 'TÉCNICO DE MANTENIMIENTO', 'JEFE DE PLANTA', 'CONTROL DE CALIDAD', 'ALMACENERO', ...ADMINISTRATIVOS] },
  { prefijo: 'CONSTRUCTORA', cargos: ['ALBAÑIL', 'AYUDANTE DE OBRA', 'MAESTRO DE OBRA', 'OPERADOR DE MAQUINARIA', 'INGENIERO CIVIL', 'TOPÓGRAFO', ...ADMINISTRATIVOS] },
  { prefijo: 'TRANSPORTES', cargos: ['CONDUCTOR', 'MECÁNICO', 'DESPACHADOR', 'AYUDANTE DE CARGA', ...ADMINISTRATIVOS] },
  { prefijo: 'IMPORTADORA', cargos: ['VENDEDOR', 'ALMACENERO', 'TRAMITADOR ADUANERO', 'CAJERO', ...ADMINISTRATIVOS] },
  { prefijo: 'PANIFICADORA', cargos: ['PANADERO', 'AYUDANTE DE PANADERÍA', 'REPARTIDOR', 'VENDEDORA', ...ADMINISTRATIVOS] },
  { prefijo: 'FARMACIAS', cargos: ['FARMACÉUTICO', 'AUXILIAR DE FARMACIA', 'CAJERO', 'REGENTE FARMACÉUTICO', ...ADMINISTRATIVOS] },
  { prefijo: 'TEXTILES', cargos: ['OPERARIO DE TELAR', 'COSTURERA', 'TEJEDOR', 'CORTADOR', 'SUPERVISOR DE PLANTA', ...ADMINISTRATIVOS] },
  { prefijo: 'AGROPECUARIA', cargos: ['PEÓN AGRÍCOLA', 'TRACTORISTA', 'CAPATAZ', 'VETERINARIO', 'INGENIERO AGRÓNOMO', ...ADMINISTRATIVOS] },
  { prefijo: 'SERVICIOS', cargos: ['GUARDIA DE SEGURIDAD', 'PERSONAL DE LIMPIEZA', 'SUPERVISOR', 'TÉCNICO', ...ADMINISTRATIVOS] },
  { prefijo: 'LABORATORIOS', cargos: ['BIOQUÍMICO', 'TÉCNICO DE LABORATORIO', 'VISITADOR MÉDICO', 'OPERARIO', ...ADMINISTRATIVOS] },
  { prefijo: 'HOTEL', cargos: ['RECEPCIONISTA', 'MUCAMA', 'COCINERO', 'MESERO', 'BOTONES', ...ADMINISTRATIVOS] },
];

export const NOMBRES_EMPRESA = [
  'ANDINA', 'ILLAMPU', 'HUAYNA POTOSÍ', 'SAJAMA', 'TUNARI', 'CHIQUITANA', 'MAMORÉ', 'PILCOMAYO', 'SURUTÚ', 'TIQUIPAYA', 'KOLLASUYO', 'AMAZÓNICA', 'PAITITÍ',
  'EL CEIBO', 'LOS ANDES', 'SAN MARTÍN', 'URKUPIÑA', 'SANTA ANA', 'ORIENTAL', 'DEL VALLE', 'INTI', 'KANTUTA', 'PATUJÚ', 'TITICACA', 'CHACALTAYA',
] as const;

export const FORMAS_SOCIETARIAS = ['S.R.L.', 'S.A.', 'LTDA.', 'S.R.L.'] as const;
