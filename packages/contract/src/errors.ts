/** Error codes shared by server and browser; the server maps each to an HTTP status (CONTRACT.md "Errors"). */
export const ERROR_CODES = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  LOCKED: 423,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  /** An outside system answered, but not as its contract says (an error status, unreadable, wrong shape). */
  BAD_GATEWAY: 502,
  /** An outside system did not answer, or is switched off. */
  UNAVAILABLE: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_CODES;

/** Spanish texts the server sends. Browser catalogues hold the same texts under their own keys. */
export const MENSAJES = {
  required: 'El campo es obligatorio.',
  invalid: 'El valor es inválido',
  email: 'El correo electrónico no es válido.',
  url: 'La dirección web no es válida.',
  maxLength: (n: number) => `Debe tener como máximo ${n} caracteres.`,
  caracterNoPermitido: 'Contiene un carácter no permitido.',
  loginInvalido: 'Usuario y/o contraseña inválida',
  cuentaBloqueada: (min: number) => `Su cuenta fue bloqueada por demasiados intentos fallidos. Intente nuevamente en ${min} minutos.`,
  cuentaInactiva: 'Su cuenta está inactiva. Comuníquese con el administrador.',
  sesionExpirada: 'Su sesión ha expirado, ingrese nuevamente.',
  sesionCaducada: 'Su sesión ha caducado.',
  sinPermisos: 'No tiene los permisos necesarios.',
  noEncontrado: 'No se encontró el registro solicitado.',
  demasiadosIntentos: 'Demasiadas solicitudes. Espere un momento e intente nuevamente.',
  errorInterno: (ref: string) => `Ocurrió un error al procesar su operación. Referencia: ${ref}`,
  contrasenaActualIncorrecta: 'La contraseña actual es incorrecta.',
  contrasenaIgual: 'La nueva contraseña debe ser diferente de la actual.',
  contrasenaDebil: 'La contraseña debe tener al menos 8 caracteres, con letras y números.',
  contrasenaActualizada: 'La contraseña se actualizó correctamente.',
  cuentaDesactivada: 'Su cuenta fue desactivada. Para reactivarla comuníquese con el administrador.',
  noDesactivarSuperadmin: 'El superadministrador no puede desactivar su propia cuenta.',
  noAutoInactivar: 'No puede desactivar su propio usuario.',
  noAutoEliminar: 'No puede eliminar su propio usuario.',
  noAutoRol: 'No puede cambiar su propio rol.',
  /** Said the same whether the name is taken in the caller's entity, in another one, or reserved. */
  usuarioDuplicado: 'El nombre de usuario no está disponible. Elija otro.',
  moduloRutaDuplicada: 'Ya existe un módulo con esa ruta.',
  moduloPadreInvalido: 'El módulo padre no es válido.',
  registroActualizado: 'Se actualizó el registro correctamente',
  cambioContrasenaRequerido: 'Debe cambiar su contraseña antes de continuar.',
  // The programme's catalogue: food groups, foods and providers' products (spec part 2 §5).
  soloNumerosPunto: 'Ingresar solo números separados por punto',
  montoValido: 'Debe agregar un monto válido',
  montoCifras: 'Ingrese hasta 12 cifras enteras y 2 decimales.',
  soloEditarCreado: '¡Solo se puede editar con estado CREADO!',
  grupoDuplicado: 'Ya existe un grupo alimenticio con ese nombre.',
  siglaDuplicada: 'Ya existe un grupo alimenticio con esa sigla.',
  grupoNoActivo: 'Elija un grupo alimenticio activo.',
  alimentoDuplicado: 'Ya existe un alimento con ese nombre y unidad.',
  productoDuplicado: 'Ya tiene un producto con ese nombre y unidad.',
  productoSinEntidad: 'Su usuario no pertenece a una entidad: no puede registrar productos.',
} as const;
