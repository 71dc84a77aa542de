import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { rolAddSchema, rolEditSchema } from '@pb/contract';
import Grid from '@mui/material/Grid';
import { FormTextField } from '../../components/FormTextField';
import { ROLES_KEY, guardarRol, type Rol, type RolEntrada } from './api';
import { FormDialog } from '../../components/dialogs/FormDialog';
import { EstadoSwitch } from './EstadoSwitch';
import { useSaveRecord } from '../../components/dialogs/useSaveRecord';

/** Spec part 2 §5: nombre required max 50, descripcion required (the server's limit: 500). */
const MAX_NOMBRE = 50;
const MAX_DESCRIPCION = 500;
const CAMPOS = ['nombre', 'descripcion', 'estado'];

interface Valores {
  nombre: string;
  descripcion: string;
  estado: string;
}

export function RolDialog({ rol, onClose }: { rol: Rol | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { control, handleSubmit, setError, formState } = useForm<Valores>({ defaultValues: { nombre: rol?.nombre ?? '', descripcion: rol?.descripcion ?? '', estado: rol?.estado ?? 'ACTIVO' } });
  const { error, save } = useSaveRecord(ROLES_KEY, onClose, { setError, fields: CAMPOS });

  const enviar = handleSubmit((v) => {
    const datos: RolEntrada = { nombre: v.nombre.trim(), descripcion: v.descripcion.trim() };
    if (rol) datos.estado = v.estado;
    return save(() => guardarRol(rol?.id ?? null, datos), { schema: rol ? rolEditSchema : rolAddSchema, input: datos }, t(rol ? 'parametros.actualizado' : 'toast.success'));
  });

  return (
    <FormDialog
      id="rol-form"
      title={rol ? t('parametros.roles.editar') : t('parametros.roles.agregar')}
      width={480}
      busy={formState.isSubmitting}
      error={error}
      onSubmit={(e) => void enviar(e)}
      onClose={onClose}
      submitLabel={t('parametros.guardar')}
    >
      <Grid container spacing={2}>
        <Grid size={12}>
          <FormTextField control={control} name="nombre" label={t('parametros.roles.campos.nombre')} required maxLength={MAX_NOMBRE} fullWidth autoFocus />
        </Grid>
        <Grid size={12}>
          <FormTextField control={control} name="descripcion" label={t('parametros.roles.campos.descripcion')} required maxLength={MAX_DESCRIPCION} fullWidth multiline minRows={2} />
        </Grid>
        {rol && (
          <Grid size={12}>
            <EstadoSwitch control={control} name="estado" label={t('parametros.activo')} />
          </Grid>
        )}
      </Grid>
    </FormDialog>
  );
}
