/** Spanish names of input fields, so a validation message says which field is wrong. */
const LABELS: Record<string, string> = {
  usuario: 'Usuario',
  contrasena: 'Contraseña',
  password: 'Contraseña',
  newPassword: 'Nueva contraseña',
  nit: 'NIT',
  email: 'Correo electrónico',
  cargo: 'Cargo',
  id_rol: 'Rol',
  id_entidad: 'Entidad',
  id_sucursal: 'Sucursal',
  estado: 'Estado',
  tipo_documento: 'Tipo de documento',
  nro_documento: 'Número de documento',
  complemento: 'Complemento',
  fecha_nacimiento: 'Fecha de nacimiento',
  nombres: 'Nombres',
  primer_apellido: 'Primer apellido',
  segundo_apellido: 'Segundo apellido',
  nacionalidad: 'Nacionalidad',
  genero: 'Género',
  movil: 'Celular',
  telefono: 'Teléfono',
  ruta: 'Ruta',
  label: 'Etiqueta',
  icono: 'Ícono',
  orden: 'Orden',
  id_modulo: 'Módulo padre',
  visible: 'Visible',
  limit: 'Límite',
  page: 'Página',
  order: 'Orden',
};

export function fieldLabel(path: string): string {
  const last = path.split('.').pop() ?? path;
  return LABELS[last] ?? last;
}
