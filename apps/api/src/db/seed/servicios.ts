/**
 * Outside systems (CONTRACT.md "Outside systems"). Seeded pointing at the local simulators; on a real
 * deployment an administrator sets the real URL and token under Preferencias.
 */
export const SERVICIOS_IOP = [
  {
    codigo: 'SEGIP',
    metodo: 'personas, contrastacion',
    descripcion: 'Servicio General de Identificación Personal: consulta y contrastación de datos de personas',
    entidad: 'SEGIP',
    url: 'http://127.0.0.1/segip/v3/',
    token: 'token-simulador-segip',
    tipo: 'CONVENIO',
  },
  {
    codigo: 'OVT',
    metodo: 'empleador, trabajadores, titular',
    descripcion: 'Oficina Virtual de Trámites del Ministerio de Trabajo: empleadores, matrículas y sus trabajadores',
    entidad: 'MINISTERIO DE TRABAJO, EMPLEO Y PREVISIÓN SOCIAL',
    url: 'http://127.0.0.1/ovt/v1/',
    token: 'token-simulador-ovt',
    tipo: 'CONVENIO',
  },
  {
    codigo: 'PAGOS',
    metodo: 'cpt, notificacion',
    descripcion: 'Plataforma de Pagos de Trámites del Estado (PPTE): códigos de pago (CPT) de las planillas, su estado y la notificación firmada de su pago',
    entidad: 'AGENCIA DE GOBIERNO ELECTRÓNICO Y TECNOLOGÍAS DE INFORMACIÓN Y COMUNICACIÓN',
    url: 'http://127.0.0.1/pagos/v1/',
    token: 'token-simulador-pagos',
    tipo: 'CONVENIO',
  },
  {
    codigo: 'SMS',
    metodo: 'mensajes',
    descripcion: 'Pasarela de mensajes SMS: códigos de verificación del celular de las beneficiarias y de sus entregas',
    entidad: 'PASARELA SMS',
    url: 'http://127.0.0.1/sms/v1/',
    token: 'token-simulador-sms',
    tipo: 'CONVENIO',
  },
  {
    codigo: 'TESORO',
    metodo: 'lotes',
    descripcion: 'Sistema de pagos del Tesoro (MEFP): lotes de pagos a los proveedores por sus ventas liquidadas y la respuesta de cada pago',
    entidad: 'MINISTERIO DE ECONOMÍA Y FINANZAS PÚBLICAS',
    url: 'http://127.0.0.1/tesoro/v1/',
    token: 'token-simulador-tesoro',
    tipo: 'CONVENIO',
  },
];
