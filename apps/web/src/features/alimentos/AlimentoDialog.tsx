import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { alimentoAddSchema, alimentoEditSchema, productoAddSchema, productoEditSchema } from '@pb/contract';
import { decimalConComa } from '@pb/contract/valores';
import MenuItem from '@mui/material/MenuItem';
import { FormDialog } from '../../components/dialogs/FormDialog';
import { useSaveRecord } from '../../components/dialogs/useSaveRecord';
import { FormTextField } from '../../components/FormTextField';
import { useGruposActivos } from '../../shared/catalogo/useGruposActivos';
import { ALIMENTOS_KEY, guardarAlimento, type Alimento, type AlimentoEntrada } from './api';
import { CampoPrecio } from './CampoPrecio';

/** Spec part 2 §9: food name and unit 150 (product text 150). */
const MAX = 150;

interface Valores {
  nombre: string;
  unidad: string;
  id_grupo_alimenticio: string;
  precio: string;
}
const CAMPOS = ['nombre', 'unidad', 'id_grupo_alimenticio', 'precio'];

interface Props {
  alimento: Alimento | null;
  /** A provider's product (spec part 2 §2.18): the same form with a price. */
  producto: boolean;
  onClose: () => void;
}

/** Add or edit a food (role 2) or a product (role 4): name, unit, group among the active ones, and a product's price. */
export function AlimentoDialog({ alimento, producto, onClose }: Props) {
  const { t } = useTranslation();
  const grupos = useGruposActivos();
  // A food filed under a group that was later inactivated keeps it as a choice.
  const opciones = alimento && !grupos.some((g) => g.id === alimento.id_grupo_alimenticio) ? [{ id: alimento.id_grupo_alimenticio, nombre: alimento.nombreGrupo }, ...grupos] : grupos;
  const { control, handleSubmit, setError, formState } = useForm<Valores>({
    defaultValues: { nombre: alimento?.nombre ?? '', unidad: alimento?.unidad ?? '', id_grupo_alimenticio: alimento ? String(alimento.id_grupo_alimenticio) : '', precio: alimento?.precio ? decimalConComa(alimento.precio) : '' },
  });
  const { error, save } = useSaveRecord(ALIMENTOS_KEY, onClose, { setError, fields: CAMPOS });

  const onSubmit = handleSubmit(async (v) => {
    const entrada: AlimentoEntrada = { nombre: v.nombre.trim(), unidad: v.unidad.trim(), id_grupo_alimenticio: Number(v.id_grupo_alimenticio) };
    if (producto) entrada.precio = v.precio.trim();
    const esquema = producto ? (alimento ? productoEditSchema : productoAddSchema) : alimento ? alimentoEditSchema : alimentoAddSchema;
    await save(() => guardarAlimento(alimento?.id ?? null, entrada), { schema: esquema, input: entrada }, t(alimento ? 'catalogo.actualizado' : 'catalogo.registrado'));
  });

  return (
    <FormDialog
      id="alimento-dialogo"
      title={t(alimento ? (producto ? 'productos.editar' : 'alimentos.editar') : producto ? 'productos.agregar' : 'alimentos.agregar')}
      width={600}
      busy={formState.isSubmitting}
      error={error}
      onSubmit={onSubmit}
      onClose={onClose}
      submitLabel={t('catalogo.guardar')}
    >
      <FormTextField control={control} name="nombre" id="alimento-nombre" label={t(producto ? 'productos.campos.nombre' : 'alimentos.campos.nombre')} required maxLength={MAX} fullWidth autoFocus autoComplete="off" />
      <FormTextField control={control} name="unidad" id="alimento-unidad" label={t(producto ? 'productos.campos.unidad' : 'alimentos.campos.unidad')} required maxLength={MAX} fullWidth autoComplete="off" helperText={t('alimentos.unidadAyuda')} />
      <FormTextField
        control={control}
        name="id_grupo_alimenticio"
        id="alimento-grupo"
        label={t(producto ? 'productos.campos.grupo' : 'alimentos.campos.grupo')}
        select
        required
        fullWidth
        helperText={opciones.length === 0 ? t('alimentos.sinGrupos') : undefined}
      >
        {opciones.map((g) => (
          <MenuItem key={g.id} value={String(g.id)}>
            {g.nombre}
          </MenuItem>
        ))}
      </FormTextField>
      {producto && <CampoPrecio control={control} name="precio" label={t('productos.campos.precio')} />}
    </FormDialog>
  );
}
