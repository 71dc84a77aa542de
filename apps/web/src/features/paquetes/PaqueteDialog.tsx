import { useEffect } from 'react';
import { useController, useFieldArray, useForm, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { cantidadPaquete, paqueteAddSchema, paqueteAlimentosEditSchema } from '@pb/contract';
import { decimalConComa } from '@pb/contract/valores';
import { confirmDialog } from '../../components/dialogs/dialogStore';
import { FormDialog } from '../../components/dialogs/FormDialog';
import { useSaveRecord } from '../../components/dialogs/useSaveRecord';
import { FormTextField } from '../../components/FormTextField';
import { PAQUETES_KEY, alimentosParaPaquete, crearPaquete, editarAlimentosPaquete, obtenerPaquete, subsidiosVigentes, type AlimentoOpcion, type FilaPaquete, type Regional } from './api';

/** Spec part 2 §9 has no limit for a quantity: numeric(8,2) holds 6 whole digits and 2 decimals. */
const MAX_CANTIDAD = 9;

interface Linea {
  id_alimento: number;
  nombre: string;
  unidad: string;
  cantidad: string;
}
interface Valores {
  id_subsidio: string;
  id_sucursal: string;
  nuevoAlimento: AlimentoOpcion | null;
  nuevaCantidad: string;
  alimentos: Linea[];
}

interface Props {
  /** null adds a package; a row edits that package's foods. */
  paquete: FilaPaquete | null;
  regionales: Regional[];
  /** The regional chosen on the screen: a new package's default. */
  idRegional: number;
  onClose: () => void;
}

/**
 * Marked required, but checked by the contract's schema rather than the generic rule, so that a
 * missing subsidy or regional says the spec's 'Por favor seleccione un Subsidio o una Regional'.
 */
const obligatorio = { inputLabel: { required: true } };

const aEntrada = (lineas: Linea[]) => lineas.map((l) => ({ id_alimento: l.id_alimento, cantidad: l.cantidad.trim() }));

/**
 * Add or edit a package (spec part 2 §2.15, §5): its subsidy and regional (fixed once created) and
 * its foods with quantities. A food is added with its quantity (refused when missing, not above
 * zero, or already in the list), removed after a confirm, and its quantity may be changed in place.
 */
export function PaqueteDialog({ paquete, regionales, idRegional, onClose }: Props) {
  const { t } = useTranslation();
  const subsidios = useQuery({ queryKey: [...PAQUETES_KEY, 'subsidios'], queryFn: subsidiosVigentes, staleTime: 60_000 });
  const alimentos = useQuery({ queryKey: [...PAQUETES_KEY, 'alimentos'], queryFn: alimentosParaPaquete, staleTime: 60_000 });
  const detalle = useQuery({ queryKey: [...PAQUETES_KEY, 'detalle', paquete?.id], queryFn: () => obtenerPaquete(paquete!.id), enabled: paquete !== null });
  const { control, handleSubmit, setError, clearErrors, formState, reset, getValues, setValue, setFocus } = useForm<Valores>({
    defaultValues: { id_subsidio: paquete ? String(paquete.id_subsidio) : '', id_sucursal: String(paquete?.id_sucursal ?? idRegional), nuevoAlimento: null, nuevaCantidad: '', alimentos: [] },
  });
  const lineas = useFieldArray({ control, name: 'alimentos', keyName: 'clave' });
  const campos = ['id_subsidio', 'id_sucursal', 'nuevoAlimento', 'nuevaCantidad', ...lineas.fields.map((_, i) => `alimentos.${i}.cantidad`)];
  const { error, save } = useSaveRecord(PAQUETES_KEY, onClose, { setError, fields: campos });

  useEffect(() => {
    if (detalle.data) reset({ ...getValues(), alimentos: detalle.data.alimentos.map((a) => ({ id_alimento: a.id_alimento, nombre: a.nombre, unidad: a.unidad, cantidad: decimalConComa(a.cantidad) })) });
  }, [detalle.data, reset, getValues]);

  const agregarAlimento = () => {
    const { nuevoAlimento: alimento, nuevaCantidad, alimentos: actuales } = getValues();
    clearErrors(['nuevoAlimento', 'nuevaCantidad']);
    if (!alimento || !cantidadPaquete.safeParse(nuevaCantidad).success) {
      setError(alimento ? 'nuevaCantidad' : 'nuevoAlimento', { type: 'manual', message: t('servidor.mensajes.alimentoCantidadInvalida') }, { shouldFocus: true });
      return;
    }
    if (actuales.some((l) => l.id_alimento === alimento.id)) {
      setError('nuevoAlimento', { type: 'manual', message: t('servidor.mensajes.alimentoYaAgregado', { nombre: alimento.nombre }) }, { shouldFocus: true });
      return;
    }
    lineas.append({ id_alimento: alimento.id, nombre: alimento.nombre, unidad: alimento.unidad, cantidad: nuevaCantidad.trim() });
    setValue('nuevoAlimento', null);
    setValue('nuevaCantidad', '');
    setFocus('nuevoAlimento');
  };

  const quitar = async (i: number, nombre: string) => {
    if (await confirmDialog(t('paquetes.confirmarQuitar', { nombre }))) lineas.remove(i);
  };

  const onSubmit = handleSubmit(async (v) => {
    if (paquete) {
      const entrada = { id_paquete: paquete.id, alimentos: aEntrada(v.alimentos) };
      await save(() => editarAlimentosPaquete(entrada), { schema: paqueteAlimentosEditSchema, input: entrada }, t('servidor.mensajes.paqueteModificado'));
      return;
    }
    const entrada = { id_subsidio: v.id_subsidio ? Number(v.id_subsidio) : null, id_sucursal: v.id_sucursal ? Number(v.id_sucursal) : null, alimentos: aEntrada(v.alimentos) };
    await save(() => crearPaquete(entrada), { schema: paqueteAddSchema, input: entrada }, t('servidor.mensajes.paqueteCreado'));
  });

  return (
    <FormDialog
      id="paquete-dialogo"
      title={t(paquete ? 'paquetes.editar' : 'paquetes.agregar')}
      description={paquete ? undefined : t('paquetes.nuevoCreado')}
      width={760}
      busy={formState.isSubmitting}
      error={error}
      onSubmit={onSubmit}
      onClose={onClose}
      submitLabel={t('catalogo.guardar')}
      submitDisabled={detalle.isLoading}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField control={control} name="id_subsidio" id="paquete-subsidio" label={t('paquetes.campos.subsidio')} select disabled={paquete !== null} sx={{ flex: 1 }} slotProps={obligatorio}>
          {(paquete ? [{ id: paquete.id_subsidio, nombre: paquete.subsidio }] : (subsidios.data ?? [])).map((s) => (
            <MenuItem key={s.id} value={String(s.id)}>
              {s.nombre}
            </MenuItem>
          ))}
        </FormTextField>
        <FormTextField control={control} name="id_sucursal" id="paquete-regional" label={t('paquetes.campos.regional')} select disabled={paquete !== null} sx={{ flex: 1 }} slotProps={obligatorio}>
          {regionales.map((r) => (
            <MenuItem key={r.id} value={String(r.id)}>
              {r.nombre}
            </MenuItem>
          ))}
        </FormTextField>
      </Stack>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 500 }}>
        {t('paquetes.alimentos')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <CampoAlimento control={control} opciones={alimentos.data ?? []} cargando={alimentos.isLoading} />
        <FormTextField
          control={control}
          name="nuevaCantidad"
          id="paquete-nueva-cantidad"
          label={t('paquetes.cantidad')}
          maxLength={MAX_CANTIDAD}
          sx={{ width: { sm: 140 } }}
          autoComplete="off"
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              agregarAlimento();
            }
          }}
        />
        <Button startIcon={<AddIcon />} onClick={agregarAlimento} sx={{ mt: { sm: 1 } }}>
          {t('paquetes.agregarAlimento')}
        </Button>
      </Stack>
      {lineas.fields.length === 0 ? (
        <Typography color="text.secondary">{t('paquetes.sinAlimentos')}</Typography>
      ) : (
        <Table size="small" aria-label={t('paquetes.alimentos')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('paquetes.alimento')}</TableCell>
              <TableCell>{t('paquetes.unidad')}</TableCell>
              <TableCell>{t('paquetes.cantidad')}</TableCell>
              <TableCell>
                <span style={visuallyHidden}>{t('catalogo.acciones')}</span>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {lineas.fields.map((l, i) => (
              <TableRow key={l.clave}>
                <TableCell>{l.nombre}</TableCell>
                <TableCell>{l.unidad}</TableCell>
                <TableCell sx={{ width: 150 }}>
                  <FormTextField
                    control={control}
                    name={`alimentos.${i}.cantidad`}
                    id={`paquete-cantidad-${l.id_alimento}`}
                    label={t('paquetes.cantidadDe', { nombre: l.nombre })}
                    required
                    maxLength={MAX_CANTIDAD}
                    variant="standard"
                    autoComplete="off"
                    slotProps={{ inputLabel: { sx: visuallyHidden }, htmlInput: { inputMode: 'decimal' } }}
                  />
                </TableCell>
                <TableCell align="right">
                  <IconButton aria-label={t('paquetes.quitarAlimento', { nombre: l.nombre })} onClick={() => void quitar(i, l.nombre)}>
                    <DeleteIcon />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </FormDialog>
  );
}

/** The food to add, searched by name among the programme's active foods (a few hundred at most). */
function CampoAlimento({ control, opciones, cargando }: { control: Control<Valores>; opciones: AlimentoOpcion[]; cargando: boolean }) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name: 'nuevoAlimento' });
  return (
    <Autocomplete<AlimentoOpcion>
      id="paquete-nuevo-alimento"
      value={field.value}
      onChange={(_e, elegido) => field.onChange(elegido)}
      onBlur={field.onBlur}
      options={opciones}
      loading={cargando}
      getOptionLabel={(o) => `${o.nombre} (${o.unidad})`}
      getOptionKey={(o) => o.id}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      noOptionsText={t('list.noMatch')}
      loadingText={t('common.loading')}
      clearText={t('list.clear')}
      openText={t('paquetes.alimento')}
      closeText={t('common.close')}
      sx={{ flex: 1 }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('paquetes.alimento')}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
          inputRef={field.ref}
        />
      )}
    />
  );
}
