/** Parameters seeded on every database (CONTRACT.md "Sessions and accounts"). */
export const PARAMETROS = [
  { nombre: 'JWT_TOKEN_EXPIRATION', valor: '240', label: 'Duración de la sesión', descripcion: 'Vida máxima de una sesión, en minutos' },
  { nombre: 'TIEMPO_BLOQUEO', valor: '10', label: 'Tiempo de bloqueo', descripcion: 'Minutos que un usuario queda bloqueado desde la dirección que falló demasiadas veces' },
  { nombre: 'PORCENTAJE_BONO', valor: '15', label: 'Porcentaje del bono', descripcion: 'Porcentaje del aguinaldo que el empleador paga como bono por cada trabajador (DOMAIN.md §1)' },
  { nombre: 'LECTOR_TARJETAS_URL', valor: 'http://127.0.0.1:3210', label: 'Lector de tarjetas', descripcion: 'Dirección del programa del lector de tarjetas en la computadora del operador' },
  { nombre: 'RECUPERACION_EXCLUYE_ROL_1', valor: '1', label: 'Recuperación del superadministrador', descripcion: '1: las cuentas de rol 1 no recuperan su contraseña por correo; 0: sí (decisión 036)' },
  { nombre: 'SMS_AVISOS_POR_DIA', valor: '5', label: 'Avisos SMS por día', descripcion: 'Avisos por SMS que un mismo celular recibe como máximo en 24 horas (decisión 082); los códigos de verificación tienen su propio límite' },
  { nombre: 'NRO_MAX_INTENTOS', valor: '3', label: 'Intentos de ingreso', descripcion: 'Intentos fallidos de ingreso desde una dirección antes de bloquearla para ese usuario' },
];
