/**
 * The audit log's lines, in Spanish (decision 075): what `logs.mensaje` keeps, beside the key and
 * values that the logs screen says in the user's language. A part of MENSAJES_ES, in a file of its
 * own because no reply carries these: only the audit log. An operation's name or a route (MUTACION,
 * REST) is not a text and is kept as it is.
 */
export const AUDITORIA_ES = {
  // Signing in and out (auth/login.service.ts, sessions.ts, perfil.service.ts).
  auditoriaIngreso: 'Ingreso al sistema',
  auditoriaSalida: 'Salida del sistema',
  auditoriaCambioPerfil: 'Cambio al perfil de vendedor desde {{usuario}}',
  auditoriaContrasenaIncorrecta: 'Contraseña incorrecta',
  auditoriaUsuarioDesconocido: 'Ingreso fallido: usuario desconocido o NIT que no corresponde',
  auditoriaIntentosSimultaneos: 'Demasiados intentos simultáneos',
  /** `motivo` is one of the lines above. */
  auditoriaBloqueo: '{{motivo}}; usuario bloqueado desde esta dirección por {{minutos}} minutos',
  auditoriaRechazoBloqueada: 'Ingreso rechazado: usuario bloqueado desde esta dirección',
  auditoriaDemora: 'Ingreso rechazado: demasiados intentos fallidos del usuario; espera de {{segundos}} segundos',
  auditoriaRechazoPendiente: 'Ingreso rechazado: cuenta pendiente de confirmación',
  auditoriaRechazoInactiva: 'Ingreso rechazado: cuenta inactiva',
  auditoriaRechazoEntidadInactiva: 'Ingreso rechazado: entidad inactiva',
  // Ciudadanía Digital (auth/ciudadania.service.ts): `motivo` is the refusal's code, `detalle` the provider's words.
  auditoriaCiudadaniaSinSolicitud: 'Ingreso con Ciudadanía Digital rechazado: sin solicitud vigente en este navegador',
  auditoriaCiudadaniaRechazo: 'Ingreso con Ciudadanía Digital rechazado ({{motivo}}): {{detalle}}',
  auditoriaCiudadaniaSinClaim: 'Ingreso con Ciudadanía Digital rechazado: el token no trae {{claim}}',
  auditoriaCiudadaniaSinCuenta: 'Ingreso con Ciudadanía Digital rechazado: el documento {{documento}} no tiene usuario de entidad pública',
  auditoriaCiudadaniaInactiva: 'Ingreso con Ciudadanía Digital rechazado: cuenta inactiva',
  auditoriaCiudadaniaEntidadInactiva: 'Ingreso con Ciudadanía Digital rechazado: entidad inactiva',
  // Password recovery and the employers' sign-up: `motivo` is the refusal's own message.
  auditoriaRecuperacionSinCuenta: 'Recuperación de contraseña pedida para una cuenta que no existe',
  auditoriaRecuperacionNoEnviada: 'Recuperación de contraseña no enviada: {{motivo}}',
  auditoriaMotivoCuentaInactiva: 'la cuenta no está activa',
  auditoriaMotivoSinCorreo: 'la cuenta no tiene correo electrónico',
  auditoriaMotivoSuperadmin: 'las cuentas de superadministrador no se recuperan por correo (RECUPERACION_EXCLUYE_ROL_1)',
  auditoriaMotivoEnlacesRecientes: 'ya se enviaron {{n}} enlaces en la última hora',
  auditoriaRecuperacionEnviada: 'Recuperación de contraseña: enlace enviado por correo',
  auditoriaContrasenaRestablecida: 'Contraseña cambiada con un enlace de recuperación; sesiones cerradas',
  auditoriaRegistroRechazado: 'Registro rechazado: {{motivo}}',
  auditoriaRegistroOvt: 'Registro: el OVT conoce a {{razonSocial}}',
  auditoriaRegistroSegip: 'Registro: SEGIP verificó al representante legal',
  auditoriaRegistroPendiente: 'Registro de empleador: entidad {{entidad}} y usuario PENDIENTE de confirmación por correo',
  auditoriaRegistroConfirmado: 'Cuenta de empleador confirmada: usuario y entidad {{entidad}} ACTIVO',
  // Persons, payrolls, payment codes and signatures.
  auditoriaPersonaModificada: 'Persona modificada',
  auditoriaPersonasModificadas: 'Personas modificadas',
  auditoriaBeneficiariasImportadas: 'Beneficiarias importadas',
  auditoriaPlanillasCreadas: 'Planillas creadas',
  auditoriaCodigoPagoEmitido: 'Código de pago emitido',
  auditoriaCodigoPagoPagado: 'Código de pago pagado',
  auditoriaCodigoPagoVencido: 'Código de pago vencido',
  auditoriaC31Rechazado: 'Formulario C31 rechazado',
  auditoriaDocumentoFirmado: 'Documento firmado',
  // Money: the daily reconciliation and the providers' payments.
  auditoriaConciliacionDiaria: 'Conciliación diaria',
  auditoriaDiferenciaResuelta: 'Diferencia de conciliación resuelta',
  auditoriaVentasLiquidadas: 'Ventas liquidadas',
  auditoriaPagoProveedorPagado: 'Pago a proveedor pagado',
  auditoriaPagoProveedorObservado: 'Pago a proveedor observado',
  // Sales and "Mi saldo": `motivo` is the refusal's own message.
  auditoriaConsultaVenta: 'Consulta de beneficiaria para una venta',
  auditoriaIdentificacionRechazada: 'Identificación de beneficiaria rechazada',
  auditoriaBeneficiariaIdentificada: 'Beneficiaria identificada para una venta',
  auditoriaMiSaldoSinSms: 'Mi saldo: la pasarela SMS no tomó el código',
  auditoriaMiSaldoEnviado: 'Mi saldo: código enviado por SMS',
  auditoriaMiSaldoNoEnviado: 'Mi saldo: código no enviado ({{motivo}})',
  auditoriaMiSaldoSinBeneficiaria: 'Mi saldo: código no enviado (datos que no corresponden a una beneficiaria con celular verificado)',
  auditoriaMiSaldoAbierto: 'Mi saldo: código usado, acceso abierto',
  auditoriaMiSaldoRechazado: 'Mi saldo: código rechazado ({{motivo}})',
  auditoriaMiSaldoExtracto: 'Mi saldo: extracto descargado',
  auditoriaMiSaldoAvisosActivados: 'Mi saldo: avisos por SMS activados',
  auditoriaMiSaldoAvisosDesactivados: 'Mi saldo: avisos por SMS desactivados',
} as const;
