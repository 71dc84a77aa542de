import { useTranslation } from 'react-i18next';
import { usePermission } from '../../shell/session/usePermission';
import type { ListColumn } from '../../components/list/types';
import { formatMoney } from '../../components/money';
import { ExportarTrabajadores } from '../../shared/trabajadores/ExportarTrabajadores';
import { ImportarTrabajadores } from '../../shared/trabajadores/ImportarTrabajadores';
import { ListaTrabajadores } from '../../shared/trabajadores/ListaTrabajadores';
import { EXPORTAR_URL, PUBLICOS_KEY, importarCelulares, listarPublicos, subirCelulares, type BeneficiarioPublico } from './api';

/**
 * `/listaBeneficiariosPublicos` (spec part 2 §2.8; roles 6, 7): the workers list of a public entity
 * with the bonus amount (15 % of the aguinaldo, Bs) instead of the branch, and the CSV that
 * bulk-updates mobiles under the screen's own key.
 */
export default function ListaBeneficiariosPublicosPage() {
  const { t } = useTranslation();
  const puedeExportar = usePermission('listaBeneficiariosPublicos', 'csv');
  const puedeImportar = usePermission('listaBeneficiariosPublicos', 'update');
  const monto: ListColumn<BeneficiarioPublico>[] = [{ field: 'monto_bono', headerName: t('beneficiariosPublicos.monto'), sortable: true, width: 150, render: (f) => (f.monto_bono === null ? '' : formatMoney(f.monto_bono)) }];
  return (
    <ListaTrabajadores
      titulo={t('beneficiariosPublicos.titulo')}
      tituloLista={t('beneficiariosPublicos.lista')}
      queryKey={PUBLICOS_KEY}
      fetchPage={listarPublicos}
      columnasExtra={monto}
      toolbar={(filtros) => (
        <>
          {puedeExportar && <ExportarTrabajadores url={EXPORTAR_URL} filtros={filtros} />}
          {puedeImportar && <ImportarTrabajadores queryKey={PUBLICOS_KEY} subir={subirCelulares} importar={importarCelulares} />}
        </>
      )}
    />
  );
}
