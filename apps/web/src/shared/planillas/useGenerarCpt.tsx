import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/errors';
import { notify } from '../../shell/notify/store';
import { planillasParaCpt, type CodigoPago } from './api';
import { CodigoPagoDialog } from './CodigoPagoDialog';
import { perezoso } from '../../components/perezoso';

const GenerarCptDialog = perezoso(() => import('./GenerarCptDialog').then((m) => m.GenerarCptDialog));

/**
 * The payment-code flow shared by `/planillasPlanificar` and `/csv_planillas` step 3: with no CREADO
 * payroll the spec's warning ('No tiene planillas para generar código de pago', §8), otherwise the
 * choice dialog, then the generated code.
 */
export function useGenerarCpt() {
  const { t } = useTranslation();
  const [abierto, setAbierto] = useState(false);
  const [codigo, setCodigo] = useState<CodigoPago | null>(null);
  const [buscando, setBuscando] = useState(false);

  const abrir = async () => {
    setBuscando(true);
    try {
      if ((await planillasParaCpt(1)).total === 0) notify('warning', t('servidor.mensajes.sinPlanillasParaCpt'));
      else setAbierto(true);
    } catch (error) {
      notify('error', errorMessage(error, t('toast.error')));
    } finally {
      setBuscando(false);
    }
  };

  const dialogos = (
    <>
      {abierto && (
        <GenerarCptDialog
          onClose={() => setAbierto(false)}
          onGenerado={(c) => {
            setAbierto(false);
            setCodigo(c);
          }}
        />
      )}
      {codigo && <CodigoPagoDialog codigo={codigo} onClose={() => setCodigo(null)} />}
    </>
  );
  return { abrir: () => void abrir(), buscando, dialogos };
}
