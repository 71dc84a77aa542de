import type { DemoEntidad } from '../../integrations/demo-personas.js';

/** Demo data only the seed writes (the people and organisations the simulators share are in integrations/demo-personas.ts). */

const EMPRESAS = [
  ['CERVECERÍA DEL ALTIPLANO S.A.', 'CDA', '020101'], ['LÁCTEOS DEL VALLE S.R.L.', 'LDV', '030101'], ['QUINUA REAL ORURO LTDA.', 'QRO', '040101'],
  ['CAFÉ YUNGUEÑO S.A.', 'CYSA', '021101'], ['CHOCOLATES SUCRE S.A.', 'CHSA', '010101'], ['ARROZ BENIANO S.R.L.', 'ABSRL', '080101'],
  ['TEXTILES POTOSINOS LTDA.', 'TPL', '050101'], ['ACEITES DEL ORIENTE S.A.', 'ADO', '070101'], ['CASTAÑA AMAZÓNICA S.R.L.', 'CASRL', '090101'],
  ['VINOS DE CINTI S.A.', 'VCSA', '010501'], ['HARINAS TARIJEÑAS LTDA.', 'HTL', '060101'], ['AZÚCAR GUABIRÁ DEMO S.A.', 'AGD', '070201'],
  ['CUEROS BOLIVIANOS S.R.L.', 'CBSRL', '020105'], ['MADERAS DEL NORTE LTDA.', 'MNL', '090101'], ['CERÁMICAS COCHABAMBA S.A.', 'CCSA', '030101'],
  ['PANIFICADORA LA PAZ S.R.L.', 'PLP', '020101'], ['EMBUTIDOS SANTA CRUZ S.A.', 'ESC', '070101'], ['MIEL DE CHUQUISACA LTDA.', 'MCL', '010101'],
  ['TRUCHAS DEL TITICACA S.R.L.', 'TTSRL', '020201'], ['ALPACA TEXTIL ORURO S.A.', 'ATO', '040101'], ['PAPAS NATIVAS POTOSÍ LTDA.', 'PNP', '050101'],
  ['FRUTAS DE TARIJA S.R.L.', 'FTSRL', '060101'], ['SINGANI DEL SUR S.A.', 'SDS', '060101'], ['CACAO DEL BENI LTDA.', 'CBL', '080101'],
] as const;

/** More PROBOLIVIA entities, some not yet providers, so lists have pages and "add provider" has choices. */
export const DEMO_EMPRESAS: DemoEntidad[] = EMPRESAS.map(([nombre, sigla, dpa], i) => ({
  clave: `empresa${i + 1}`,
  nombre,
  sigla,
  descripcion: `Productor nacional de demostración Nº ${i + 1}`,
  tipo: 'PRIVADO',
  origen: 'PROBOLIVIA',
  proveedor: i % 3 === 0,
  nit: String(6000000000 + i * 1013),
  dpa,
  email: `contacto${i + 1}@empresa.example.bo`,
  telefonos: String(22000000 + i * 1111),
  direccion: `Av. Principal Nº ${100 + i * 7}`,
  codigo_portal: `PB-${String(200 + i).padStart(4, '0')}`,
}));

/** Points of sale of the demo provider: real municipalities, coordinates inside them. */
export const DEMO_SUCURSALES = [
  { nombre: 'TIENDA CENTRAL SANTA CRUZ', direccion_completa: 'Calle 24 de Septiembre Nº 50', dpa: '070101', latitud: '-17.7833', longitud: '-63.1821' },
  { nombre: 'PUNTO DE VENTA EL ALTO', direccion_completa: 'Av. Juan Pablo II Nº 2300', dpa: '020105', latitud: '-16.5040', longitud: '-68.1630' },
  { nombre: 'PUNTO DE VENTA COCHABAMBA', direccion_completa: 'Av. Heroínas Nº 480', dpa: '030101', latitud: '-17.3895', longitud: '-66.1568' },
];
