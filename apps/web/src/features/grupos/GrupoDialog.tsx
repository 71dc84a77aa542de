import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { grupoAddSchema, grupoEditSchema } from '@pb/contract';
import { FormDialog } from '../../components/dialogs/FormDialog';
import { useSaveRecord } from '../../components/dialogs/useSaveRecord';
import { FormTextField } from '../../components/FormTextField';
import { GRUPOS_KEY, guardarGrupo, type GrupoAlimenticio, type GrupoEntrada } from '../../shared/catalogo/grupos';

/** Spec part 2 §9: group name 150, description 300; the sigla is short (the server's limit: 20). */
const MAX = { nombre: 150, sigla: 20, descripcion: 300 } as const;

interface Valores {
  nombre: string;
  sigla: string;
  descripcion: string;
}
const CAMPOS = ['nombre', 'sigla', 'descripcion'];

/** Add a food group, or correct one that is still CREADO (decision 016). */
export function GrupoDialog({ grupo, onClose }: { grupo: GrupoAlimenticio | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { control, handleSubmit, setError, formState } = useForm<Valores>({
    defaultValues: { nombre: grupo?.nombre ?? '', sigla: grupo?.sigla ?? '', descripcion: grupo?.descripcion ?? '' },
  });
  const { error, save } = useSaveRecord(GRUPOS_KEY, onClose, { setError, fields: CAMPOS });

  const onSubmit = handleSubmit(async (v) => {
    const entrada: GrupoEntrada = { nombre: v.nombre.trim(), sigla: v.sigla.trim() || null, descripcion: v.descripcion.trim() || null };
    await save(() => guardarGrupo(grupo?.id ?? null, entrada), { schema: grupo ? grupoEditSchema : grupoAddSchema, input: entrada }, t(grupo ? 'catalogo.actualizado' : 'catalogo.registrado'));
  });

  return (
    <FormDialog
      id="grupo-dialogo"
      title={t(grupo ? 'grupos.editar' : 'grupos.agregar')}
      description={grupo ? undefined : t('grupos.nuevoCreado')}
      width={600}
      busy={formState.isSubmitting}
      error={error}
      onSubmit={onSubmit}
      onClose={onClose}
      submitLabel={t('catalogo.guardar')}
    >
      <FormTextField control={control} name="nombre" id="grupo-nombre" label={t('grupos.campos.nombre')} required maxLength={MAX.nombre} fullWidth autoFocus autoComplete="off" />
      <FormTextField control={control} name="sigla" id="grupo-sigla" label={t('grupos.campos.sigla')} maxLength={MAX.sigla} fullWidth autoComplete="off" />
      <FormTextField control={control} name="descripcion" id="grupo-descripcion" label={t('grupos.campos.descripcion')} maxLength={MAX.descripcion} fullWidth multiline minRows={2} />
    </FormDialog>
  );
}
