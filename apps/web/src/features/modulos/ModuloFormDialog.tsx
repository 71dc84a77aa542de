import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { moduloAddSchema, moduloEditSchema } from '@pb/contract';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import { notify } from '../../shell/notify/store';
import { FormDialog } from '../../components/dialogs/FormDialog';
import { useSaveAction } from '../../components/dialogs/useSaveAction';
import { FormTextField } from '../../components/FormTextField';
import { crearModulo, editarModulo, type Modulo } from './api';
import { datosDe, valoresDe, type ModuloValores } from './formulario';
import { IconoField } from './IconoField';
import { OrdenField } from './OrdenField';
import { RutaField } from './RutaField';
import { useRecargarModulos } from './useModuloAcciones';

const CAMPOS = Object.keys(valoresDe(null));

interface Props {
  /** null: a new module. */
  modulo: Modulo | null;
  /** Top-level active modules, the parent choices. */
  secciones: Modulo[];
  onClose: () => void;
  /** A new module was saved: its permission dialog opens next. */
  onCreado: (modulo: Modulo) => void;
}

/** Add/edit module modal, width 640 (spec part 1 §2 "Modules", §5 "Module form"). */
export function ModuloFormDialog({ modulo, secciones, onClose, onCreado }: Props) {
  const { t } = useTranslation();
  const recargar = useRecargarModulos();
  const { control, handleSubmit, watch, setError, formState } = useForm<ModuloValores>({ defaultValues: valoresDe(modulo) });
  const { error, save } = useSaveAction({ setError, fields: CAMPOS });
  const depende = watch('depende');
  const padres: Array<Pick<Modulo, 'id' | 'label'>> = secciones.filter((s) => s.id !== modulo?.id);
  // An inactive parent is not among the choices: keep it so the select still shows it.
  if (modulo?.id_modulo != null && !padres.some((p) => p.id === modulo.id_modulo)) padres.push({ id: modulo.id_modulo, label: modulo.modulo_label ?? String(modulo.id_modulo) });
  const guardando = formState.isSubmitting;

  const guardar = async (valores: ModuloValores) => {
    const datos = datosDe(valores);
    let creado = null as Modulo | null;
    const guardado = await save(async () => {
      if (modulo) await editarModulo(modulo.id, datos);
      else creado = await crearModulo(datos);
    }, { schema: modulo ? moduloEditSchema : moduloAddSchema, input: datos });
    if (!guardado) return;
    notify('success', modulo ? t('modulos.mensajes.actualizado') : t('toast.success'));
    if (creado) onCreado(creado);
    onClose();
    void recargar();
  };

  const titulo = modulo ? t('modulos.form.editar') : t('modulos.form.nuevo');
  return (
    <FormDialog
      id="modulo-form"
      title={titulo}
      width={640}
      busy={guardando}
      error={error}
      onSubmit={(e) => void handleSubmit(guardar)(e)}
      onClose={onClose}
      submitLabel={t('modulos.form.guardar')}
    >
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={control} name="label" label={t('modulos.form.label')} required maxLength={50} fullWidth autoFocus />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <RutaField control={control} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <IconoField control={control} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <OrdenField control={control} />
        </Grid>
        <Grid size={12}>
          <Controller
            control={control}
            name="depende"
            render={({ field }) => (
              <FormControlLabel control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} slotProps={{ input: { ref: field.ref } }} />} label={t('modulos.form.depende')} />
            )}
          />
        </Grid>
        {depende && (
          <Grid size={12}>
            <FormTextField control={control} name="id_modulo" select required fullWidth label={t('modulos.form.padre')}>
              {padres.map((p) => (
                <MenuItem key={p.id} value={String(p.id)}>
                  {p.label}
                </MenuItem>
              ))}
            </FormTextField>
          </Grid>
        )}
      </Grid>
    </FormDialog>
  );
}
