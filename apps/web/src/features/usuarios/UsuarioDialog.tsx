import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { usuarioAddSchema, usuarioEditSchema } from '@pb/contract';
import { GLOBAL_SCOPE_ROLES, puedeAsignarRol } from '@pb/contract/valores';
import Divider from '@mui/material/Divider';
import { notify } from '../../shell/notify/store';
import { FormDialog } from '../../components/dialogs/FormDialog';
import { useSaveAction } from '../../components/dialogs/useSaveAction';
import { logout } from '../../shell/session/logout';
import { useSession } from '../../shell/session/store';
import { CLAVE, crearUsuario, editarUsuario, listarSucursales } from './api';
import { aEntrada, valoresIniciales } from './formulario';
import { SeccionPersona } from './SeccionPersona';
import { SeccionUsuario } from './SeccionUsuario';
import { useRoles } from './useRoles';
import type { ContextoFormulario, Usuario, UsuarioFormulario } from './tipos';

/** Spec part 1 §2 "Users": the add/edit modal is 840 wide. */
const ANCHO = 840;
const CAMPOS = Object.keys(valoresIniciales());

interface Props {
  /** null: a new user. */
  usuario: Usuario | null;
  onClose: () => void;
  onGuardado: () => void;
}

/** Add or edit a user: personal data (person form of §3) and user data; full screen on phones. */
export function UsuarioDialog({ usuario, onClose, onGuardado }: Props) {
  const { t } = useTranslation();
  const sesion = useSession()?.usuario;
  const { roles } = useRoles();
  const ctx: ContextoFormulario = {
    modo: usuario ? 'editar' : 'crear',
    propio: Boolean(usuario && sesion && usuario.id === sesion.id),
    conAlcance: !GLOBAL_SCOPE_ROLES.has(sesion?.id_rol ?? 0),
    sesion: { id_rol: sesion?.id_rol ?? 0, id_entidad: sesion?.id_entidad ?? null, entidad: sesion?.entidad ?? null },
  };
  const { control, handleSubmit, setValue, setError, formState } = useForm<UsuarioFormulario>({ defaultValues: valoresIniciales(usuario), mode: 'onTouched' });
  const entidad = useWatch({ control, name: 'entidad' });
  const idEntidad = ctx.conAlcance ? ctx.sesion.id_entidad : (entidad?.id ?? null);
  const sucursales = useQuery({
    queryKey: [...CLAVE, 'sucursales', idEntidad],
    queryFn: ({ signal }) => listarSucursales(idEntidad!, signal),
    enabled: idEntidad !== null,
    staleTime: 60_000,
  });
  const { error, save } = useSaveAction({ setError, fields: CAMPOS });
  // The roles the server lets this caller give (the contract's rule).
  const rolesAsignables = roles.filter((r) => puedeAsignarRol(sesion?.id_rol ?? 0, r.id));

  const onSubmit = handleSubmit(async (valores) => {
    const entrada = aEntrada(valores, ctx, (sucursales.data?.length ?? 0) > 0, usuario ? valoresIniciales(usuario) : undefined);
    const guardado = await save(() => (usuario ? editarUsuario(usuario.id, entrada) : crearUsuario(entrada)), { schema: usuario ? usuarioEditSchema : usuarioAddSchema, input: entrada });
    if (!guardado) return;
    if (ctx.propio) {
      // Spec part 1 §4: editing oneself ends the session.
      onClose();
      await logout(t('usuarios.datosActualizados'));
      return;
    }
    notify('success', usuario ? t('usuarios.actualizado') : t('toast.success'));
    onGuardado();
    onClose();
  });

  return (
    <FormDialog
      id="usuario-dialogo"
      title={usuario ? t('usuarios.editar') : t('usuarios.agregar')}
      width={ANCHO}
      busy={formState.isSubmitting}
      error={error}
      onSubmit={onSubmit}
      onClose={onClose}
      submitLabel={t('usuarios.guardar')}
    >
      <SeccionPersona control={control} setValue={setValue} tipoActual={usuario?.persona_tipo_documento} />
      <Divider />
      <SeccionUsuario control={control} ctx={ctx} roles={rolesAsignables} sucursales={sucursales.data ?? []} onEntidadCambia={() => setValue('id_sucursal', '')} />
    </FormDialog>
  );
}
