import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { conciliacionResolverSchema } from '@pb/contract';
import { FormDialog } from '../../components/dialogs/FormDialog';
import { useSaveAction } from '../../components/dialogs/useSaveAction';
import { FormTextField } from '../../components/FormTextField';
import { serverText } from '../../api/serverText';
import { notify } from '../../shell/notify/store';
import { resolverDiferencia, type Diferencia } from './api';

interface Valores {
  motivo: string;
}

/** "Resolver" a reconciliation difference: the reason is required; a code paid and not credited is credited by the server. */
export function ResolverDialog({ diferencia, onClose, onResuelta }: { diferencia: Diferencia; onClose: () => void; onResuelta: () => void }) {
  const { t } = useTranslation();
  const { control, handleSubmit, setError, formState } = useForm<Valores>({ defaultValues: { motivo: '' } });
  const { error, save } = useSaveAction<Valores>({ setError, fields: ['motivo'] });
  const onSubmit = handleSubmit(async ({ motivo }) => {
    let r: { cambio: boolean; mensaje: string } | null = null;
    const hecho = await save(async () => {
      r = await resolverDiferencia(diferencia.id, motivo);
    }, { schema: conciliacionResolverSchema, input: { id: diferencia.id, motivo } });
    if (hecho && r) {
      const { cambio, mensaje } = r;
      notify(cambio ? 'success' : 'info', serverText(mensaje));
      onResuelta();
    }
  });
  return (
    <FormDialog
      id="resolver-diferencia"
      title={t('conciliacion.resolver.titulo', { codigo: diferencia.referencia })}
      description={diferencia.tipo === 'PAGADO_NO_ACREDITADO' ? t('conciliacion.resolver.acredita') : t('conciliacion.resolver.descripcion')}
      width={560}
      busy={formState.isSubmitting}
      error={error}
      onSubmit={(e) => void onSubmit(e)}
      onClose={onClose}
      submitLabel={t('conciliacion.resolver.boton')}
    >
      <FormTextField control={control} name="motivo" id="resolver-diferencia-motivo" label={t('conciliacion.resolver.motivo')} required maxLength={500} multiline minRows={2} autoFocus />
    </FormDialog>
  );
}
