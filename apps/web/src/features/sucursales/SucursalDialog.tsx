import { lazy, Suspense, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { sucursalAddSchema } from '@pb/contract';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { notify } from '../../shell/notify/store';
import { FormDialog } from '../../components/dialogs/FormDialog';
import { useSaveAction } from '../../components/dialogs/useSaveAction';
import { DpaSelects } from '../../shared/dpa/DpaSelects';
import { FormTextField } from '../../components/FormTextField';
import { crearSucursal } from '../../shared/sucursales/api';
import { CampoCoordenada } from './CampoCoordenada';
import { MAX, VISTA_INICIAL, aEntrada, aTexto, coordenada, listoParaGuardar, valoresIniciales, vistaTrasCambio, type SucursalFormulario, type Vista } from './formulario';

// Leaflet and its stylesheet load only when the dialog opens.
const MapaSucursal = lazy(() => import('./MapaSucursal'));

/** Spec part 1 §9 dialog widths: the map needs the 800 one. */
const ANCHO = 800;
const CAMPOS = Object.keys(valoresIniciales());
const ALTO_MAPA = 320;

interface Props {
  onClose: () => void;
  onGuardado: () => void;
}

/** Add a point of sale (spec part 1 §2, §5): name, address, department → province → municipality and a map click. */
export function SucursalDialog({ onClose, onGuardado }: Props) {
  const { t } = useTranslation();
  const { control, handleSubmit, setValue, setError, formState } = useForm<SucursalFormulario>({ defaultValues: valoresIniciales(), mode: 'onTouched' });
  const [nombre, direccion, dpa, latTexto, lonTexto] = useWatch({ control, name: ['nombre', 'direccion_completa', 'dpa', 'latitud', 'longitud'] });
  const [vista, setVista] = useState<Vista>(VISTA_INICIAL);
  const { error, save } = useSaveAction({ setError, fields: CAMPOS });
  const latitud = coordenada(latTexto, 'latitud');
  const longitud = coordenada(lonTexto, 'longitud');
  const posicion: [number, number] | null = latitud !== null && longitud !== null ? [latitud, longitud] : null;
  const listo = listoParaGuardar({ nombre, direccion_completa: direccion, dpa, latitud: latTexto, longitud: lonTexto });

  const elegirPunto = (lat: number, lon: number) => {
    const opciones = { shouldValidate: true, shouldDirty: true, shouldTouch: true };
    setValue('latitud', aTexto(lat), opciones);
    setValue('longitud', aTexto(lon), opciones);
  };

  const onSubmit = handleSubmit(async (valores) => {
    const entrada = aEntrada(valores);
    if (!(await save(() => crearSucursal(entrada), { schema: sucursalAddSchema, input: entrada }))) return;
    notify('success', t('toast.success'));
    onGuardado();
    onClose();
  });

  const ocupado = formState.isSubmitting;
  return (
    <FormDialog
      id="sucursal"
      title={t('sucursales.agregar')}
      width={ANCHO}
      busy={ocupado}
      error={error}
      onSubmit={onSubmit}
      onClose={onClose}
      submitLabel={t('sucursales.guardar')}
      submitDisabled={!listo}
      hint={listo ? undefined : t('sucursales.requisitos')}
    >
      <FormTextField control={control} name="nombre" id="sucursal-nombre" label={t('sucursales.campos.nombre')} required maxLength={MAX.nombre} fullWidth autoComplete="off" />
      <FormTextField
        control={control}
        name="direccion_completa"
        id="sucursal-direccion"
        label={t('sucursales.campos.direccion_completa')}
        required
        maxLength={MAX.direccion_completa}
        fullWidth
        autoComplete="off"
      />
      <Controller
        control={control}
        name="dpa"
        render={({ field }) => (
          <DpaSelects
            id="sucursal"
            required
            value={field.value}
            mostrarErrores={formState.isSubmitted}
            onChange={(nuevo) => {
              const nuevaVista = vistaTrasCambio(field.value, nuevo);
              field.onChange(nuevo);
              if (nuevaVista) setVista(nuevaVista);
            }}
          />
        )}
      />
      <Stack spacing={1} role="group" aria-labelledby="sucursal-ubicacion" aria-describedby="sucursal-ubicacion-ayuda">
        <Typography id="sucursal-ubicacion" variant="subtitle1" component="h3">
          {t('sucursales.mapa.titulo')} *
        </Typography>
        <Typography id="sucursal-ubicacion-ayuda" variant="body2" color="text.secondary">
          {t('sucursales.mapa.ayuda')}
        </Typography>
        <Suspense fallback={<Skeleton variant="rectangular" height={ALTO_MAPA} aria-label={t('sucursales.mapa.cargando')} />}>
          <MapaSucursal vista={vista} idProvincia={dpa.provincia?.id ?? null} posicion={posicion} onElegir={elegirPunto} alto={ALTO_MAPA} />
        </Suspense>
        <Typography variant="body2" aria-live="polite" data-testid="sucursal-coordenadas">
          {posicion ? t('sucursales.mapa.coordenadas', { latitud: aTexto(posicion[0]), longitud: aTexto(posicion[1]) }) : t('sucursales.mapa.sinUbicacion')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ pt: 1 }}>
          <CampoCoordenada control={control} eje="latitud" />
          <CampoCoordenada control={control} eje="longitud" />
        </Stack>
      </Stack>
    </FormDialog>
  );
}
