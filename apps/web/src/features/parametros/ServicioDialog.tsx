import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { servicioIopAddSchema, servicioIopEditSchema } from '@pb/contract';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import { FormTextField } from '../../components/FormTextField';
import { SERVICIOS_KEY, TIPOS_SERVICIO, guardarServicio, type ServicioEntrada, type ServicioIop } from './api';
import { FormDialog } from '../../components/dialogs/FormDialog';
import { EstadoSwitch } from './EstadoSwitch';
import { useSaveRecord } from '../../components/dialogs/useSaveRecord';

/** Spec part 2 §3 and §9: the integration service's field limits. */
const MAX = { codigo: 20, metodo: 100, descripcion: 500, entidad: 255, url: 1000, token: 3000 } as const;

type Valores = Record<'codigo' | 'metodo' | 'descripcion' | 'entidad' | 'url' | 'token' | 'tipo' | 'estado', string>;

const valoresDe = (s: ServicioIop | null): Valores => ({
  codigo: s?.codigo ?? '',
  metodo: s?.metodo ?? '',
  descripcion: s?.descripcion ?? '',
  entidad: s?.entidad ?? '',
  url: s?.url ?? '',
  // The stored token never reaches the browser: the field starts empty and empty keeps it.
  token: '',
  tipo: s?.tipo ?? 'CONVENIO',
  estado: s?.estado ?? 'ACTIVO',
});

/** Add/edit an integration service (spec part 2 §2.9, §5): codigo, metodo, url, token (on add), tipo required. */
export function ServicioDialog({ servicio, onClose }: { servicio: ServicioIop | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { control, handleSubmit, setError, formState } = useForm<Valores>({ defaultValues: valoresDe(servicio) });
  const { error, save } = useSaveRecord(SERVICIOS_KEY, onClose, { setError, fields: Object.keys(valoresDe(null)) });
  const campo = (k: keyof typeof MAX) => t(`parametros.servicios.campos.${k}`);

  const enviar = handleSubmit((v) => {
    const datos: ServicioEntrada = {
      codigo: v.codigo.trim(),
      metodo: v.metodo.trim(),
      descripcion: v.descripcion.trim() || null,
      entidad: v.entidad.trim() || null,
      url: v.url.trim(),
      tipo: v.tipo,
    };
    if (v.token.trim()) datos.token = v.token.trim();
    if (servicio) datos.estado = v.estado;
    return save(() => guardarServicio(servicio?.id ?? null, datos), { schema: servicio ? servicioIopEditSchema : servicioIopAddSchema, input: datos }, t(servicio ? 'parametros.actualizado' : 'toast.success'));
  });

  return (
    <FormDialog
      id="servicio-form"
      title={servicio ? t('parametros.servicios.editar') : t('parametros.servicios.agregar')}
      width={800}
      busy={formState.isSubmitting}
      error={error}
      onSubmit={(e) => void enviar(e)}
      onClose={onClose}
      submitLabel={t('parametros.guardar')}
    >
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormTextField control={control} name="codigo" label={campo('codigo')} required maxLength={MAX.codigo} fullWidth autoFocus slotProps={{ htmlInput: { style: { textTransform: 'uppercase' } } }} />
        </Grid>
        <Grid size={{ xs: 12, sm: 8 }}>
          <FormTextField control={control} name="metodo" label={campo('metodo')} required maxLength={MAX.metodo} fullWidth />
        </Grid>
        <Grid size={{ xs: 12, sm: 8 }}>
          <FormTextField control={control} name="entidad" label={campo('entidad')} maxLength={MAX.entidad} fullWidth />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormTextField control={control} name="tipo" label={t('parametros.servicios.campos.tipo')} required select fullWidth>
            {TIPOS_SERVICIO.map((tipo) => (
              <MenuItem key={tipo} value={tipo}>
                {tipo}
              </MenuItem>
            ))}
          </FormTextField>
        </Grid>
        <Grid size={12}>
          <FormTextField control={control} name="descripcion" label={campo('descripcion')} maxLength={MAX.descripcion} fullWidth multiline minRows={2} />
        </Grid>
        <Grid size={12}>
          <FormTextField control={control} name="url" label={campo('url')} required maxLength={MAX.url} fullWidth slotProps={{ htmlInput: { inputMode: 'url' } }} />
        </Grid>
        <Grid size={12}>
          <FormTextField
            control={control}
            name="token"
            label={campo('token')}
            required={!servicio}
            maxLength={MAX.token}
            fullWidth
            multiline
            minRows={2}
            autoComplete="off"
            helperText={servicio ? t('parametros.servicios.tokenAyuda', { token: servicio.token ?? '' }) : undefined}
          />
        </Grid>
        {servicio && (
          <Grid size={12}>
            <EstadoSwitch control={control} name="estado" label={t('parametros.activo')} />
          </Grid>
        )}
      </Grid>
    </FormDialog>
  );
}
