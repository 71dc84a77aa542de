import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { parametroAddSchema, parametroEditSchema } from '@pb/contract';
import { editaSoloValorDeParametro } from '@pb/contract/valores';
import Grid from '@mui/material/Grid';
import { useSession } from '../../shell/session/store';
import { FormTextField } from '../../components/FormTextField';
import { PARAMETROS_KEY, guardarParametro, type Parametro } from './api';
import { FormDialog } from '../../components/dialogs/FormDialog';
import { useSaveRecord } from '../../components/dialogs/useSaveRecord';

/** Spec part 2 §5: nombre, valor, label required, max 50; descripcion optional. */
const MAX = 50;
const MAX_DESCRIPCION = 500;
const CAMPOS = ['nombre', 'valor', 'label', 'descripcion'];

interface Valores {
  nombre: string;
  valor: string;
  label: string;
  descripcion: string;
}

export function ParametroDialog({ parametro, onClose }: { parametro: Parametro | null; onClose: () => void }) {
  const { t } = useTranslation();
  // Spec part 2 §5: only the superadministrator changes more than the value (the server's rule, from the contract).
  const soloValor = editaSoloValorDeParametro(useSession()?.usuario.id_rol ?? 0);
  const { control, handleSubmit, setError, formState } = useForm<Valores>({
    defaultValues: { nombre: parametro?.nombre ?? '', valor: parametro?.valor ?? '', label: parametro?.label ?? '', descripcion: parametro?.descripcion ?? '' },
  });
  const { error, save } = useSaveRecord(PARAMETROS_KEY, onClose, { setError, fields: CAMPOS });

  const enviar = handleSubmit((v) => {
    const datos = soloValor ? { valor: v.valor.trim() } : { nombre: v.nombre.trim(), valor: v.valor.trim(), label: v.label.trim(), descripcion: v.descripcion.trim() || null };
    return save(() => guardarParametro(parametro?.id ?? null, datos), { schema: parametro ? parametroEditSchema : parametroAddSchema, input: datos }, t(parametro ? 'parametros.actualizado' : 'toast.success'));
  });

  return (
    <FormDialog
      id="parametro-form"
      title={parametro ? t('parametros.parametros.editar') : t('parametros.parametros.agregar')}
      width={640}
      busy={formState.isSubmitting}
      error={error}
      onSubmit={(e) => void enviar(e)}
      onClose={onClose}
      submitLabel={t('parametros.guardar')}
    >
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={control} name="nombre" label={t('parametros.parametros.campos.nombre')} required maxLength={MAX} disabled={soloValor} fullWidth />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={control} name="valor" label={t('parametros.parametros.campos.valor')} required maxLength={MAX} fullWidth autoFocus />
        </Grid>
        <Grid size={12}>
          <FormTextField control={control} name="label" label={t('parametros.parametros.campos.label')} required maxLength={MAX} disabled={soloValor} fullWidth />
        </Grid>
        <Grid size={12}>
          <FormTextField control={control} name="descripcion" label={t('parametros.parametros.campos.descripcion')} maxLength={MAX_DESCRIPCION} disabled={soloValor} fullWidth multiline minRows={2} />
        </Grid>
      </Grid>
    </FormDialog>
  );
}
