import { replyText } from '../../api/messages';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { conciliacionResolverSchema } from '@pb/contract';
import { FormDialog } from '../../components/dialogs/FormDialog';
import { useSaveAction } from '../../components/dialogs/useSaveAction';
import { FormTextField } from '../../components/FormTextField';
import { notify } from '../../shell/notify/store';
import { resolverDiferencia, type Diferencia } from './api';

interface Valores {
  motivo: string;
}

/**
 * What resolving does, said before it is done: a code paid and not credited whose code is still
 * pending is credited by the server (once); one whose code expired, or that the programme never
 * issued, is resolved without any credit.
 */
function queDice(d: Diferencia): 'acredita' | 'sinAbono' | 'noEmitido' | 'descripcion' {
  if (d.tipo !== 'PAGADO_NO_ACREDITADO') return 'descripcion';
  if (d.acreditable) return 'acredita';
  return d.montoNuestro === null ? 'noEmitido' : 'sinAbono';
}

/** "Resolver" a reconciliation difference: the reason is required; the dialog says whether it credits. */
export function ResolverDialog({ diferencia, onClose, onResuelta }: { diferencia: Diferencia; onClose: () => void; onResuelta: () => void }) {
  const { t } = useTranslation();
  const { control, handleSubmit, setError, formState } = useForm<Valores>({ defaultValues: { motivo: '' } });
  const { error, save } = useSaveAction<Valores>({ setError, fields: ['motivo'] });
  const onSubmit = handleSubmit(async ({ motivo }) => {
    let aviso: { cambio: boolean; texto: string } | null = null;
    const hecho = await save(async () => {
      const r = await resolverDiferencia(diferencia.id, motivo, diferencia.acreditable);
      aviso = r ? { cambio: r.cambio, texto: replyText(r) } : null;
    }, { schema: conciliacionResolverSchema, input: { id: diferencia.id, motivo, acreditar: diferencia.acreditable } });
    const dicho = aviso as { cambio: boolean; texto: string } | null;
    if (hecho && dicho) {
      notify(dicho.cambio ? 'success' : 'info', dicho.texto);
      onResuelta();
    }
  });
  return (
    <FormDialog
      id="resolver-diferencia"
      title={t('conciliacion.resolver.titulo', { codigo: diferencia.referencia })}
      description={t(`conciliacion.resolver.${queDice(diferencia)}`)}
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
