import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { embajadaEditSchema } from '@pb/contract';
import Grid from '@mui/material/Grid';
import { FormDialog } from '../../components/dialogs/FormDialog';
import { useSaveRecord } from '../../components/dialogs/useSaveRecord';
import { CamposContacto } from '../../shared/otrasEntidades/CamposContacto';
import { aContacto, contactoInicial, type ContactoFormulario } from '../../shared/otrasEntidades/contacto';
import { EMBAJADAS_KEY, editarEmbajada, type Embajada } from './api';

const ANCHO = 640;
const CAMPOS = Object.keys(contactoInicial());

/** The embassy's edit button (spec part 2 §2.17 shows it without its behaviour): name, address, phones, e-mail. */
export function EmbajadaDialog({ embajada, onClose }: { embajada: Embajada; onClose: () => void }) {
  const { t } = useTranslation();
  const { control, handleSubmit, setError, formState } = useForm<ContactoFormulario>({ defaultValues: contactoInicial(embajada), mode: 'onTouched' });
  const { error, save } = useSaveRecord(EMBAJADAS_KEY, onClose, { setError, fields: CAMPOS });
  const onSubmit = handleSubmit(async (v) => {
    const entrada = aContacto(v);
    await save(() => editarEmbajada(embajada.id, entrada), { schema: embajadaEditSchema, input: entrada }, t('servidor.mensajes.embajadaModificada'));
  });
  return (
    <FormDialog
      id="embajada"
      title={t('otrasEntidades.embajadas.editar')}
      width={ANCHO}
      busy={formState.isSubmitting}
      error={error}
      onSubmit={onSubmit}
      onClose={onClose}
      submitLabel={t('otrasEntidades.comun.guardar')}
    >
      <Grid container spacing={2}>
        <CamposContacto control={control} id="embajada" />
      </Grid>
    </FormDialog>
  );
}
