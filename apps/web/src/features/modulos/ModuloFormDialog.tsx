import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { errorMessage } from '../../api/errors';
import { notify } from '../../app/notify/store';
import { FormTextField } from '../../components/FormTextField';
import { crearModulo, editarModulo, type Modulo } from './api';
import { datosDe, valoresDe, type ModuloValores } from './formulario';
import { OrdenField } from './OrdenField';
import { useRecargarModulos } from './useModuloAcciones';

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
  const [error, setError] = useState<string | null>(null);
  const { control, handleSubmit, watch, formState } = useForm<ModuloValores>({ defaultValues: valoresDe(modulo) });
  const depende = watch('depende');
  const padres: Array<Pick<Modulo, 'id' | 'label'>> = secciones.filter((s) => s.id !== modulo?.id);
  // An inactive parent is not among the choices: keep it so the select still shows it.
  if (modulo?.id_modulo != null && !padres.some((p) => p.id === modulo.id_modulo)) padres.push({ id: modulo.id_modulo, label: modulo.modulo_label ?? String(modulo.id_modulo) });
  const guardando = formState.isSubmitting;

  const guardar = async (valores: ModuloValores) => {
    setError(null);
    try {
      const datos = datosDe(valores);
      if (modulo) {
        await editarModulo(modulo.id, datos);
        notify('success', t('modulos.mensajes.actualizado'));
      } else {
        const creado = await crearModulo(datos);
        notify('success', t('toast.success'));
        if (creado) onCreado(creado);
      }
      onClose();
      void recargar();
    } catch (e) {
      setError(errorMessage(e, t('toast.error')));
    }
  };

  const titulo = modulo ? t('modulos.form.editar') : t('modulos.form.nuevo');
  return (
    <Dialog
      open
      onClose={() => !guardando && onClose()}
      fullWidth
      maxWidth={false}
      aria-labelledby="modulo-form-title"
      slotProps={{ paper: { sx: { maxWidth: 640 } } }}
    >
      <form onSubmit={(e) => void handleSubmit(guardar)(e)} noValidate>
        <DialogTitle id="modulo-form-title">{titulo}</DialogTitle>
        <DialogContent>
          {error && (
            <Alert severity="error" sx={{ mb: 2, whiteSpace: 'pre-line' }}>
              {error}
            </Alert>
          )}
          <Grid container spacing={2} sx={{ pt: 1 }}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField control={control} name="label" label={t('modulos.form.label')} required maxLength={50} fullWidth autoFocus />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField control={control} name="ruta" label={t('modulos.form.ruta')} required maxLength={50} fullWidth />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField control={control} name="icono" label={t('modulos.form.icono')} maxLength={30} fullWidth />
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
                <Controller
                  control={control}
                  name="id_modulo"
                  rules={{ validate: (v) => v !== '' || t('validate.required') }}
                  render={({ field, fieldState }) => (
                    <TextField
                      select
                      fullWidth
                      required
                      label={t('modulos.form.padre')}
                      name={field.name}
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      inputRef={field.ref}
                      error={Boolean(fieldState.error)}
                      helperText={fieldState.error?.message}
                    >
                      {padres.map((p) => (
                        <MenuItem key={p.id} value={String(p.id)}>
                          {p.label}
                        </MenuItem>
                      ))}
                    </TextField>
                  )}
                />
              </Grid>
            )}
          </Grid>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={guardando}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={guardando}>
            {t('modulos.form.guardar')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
