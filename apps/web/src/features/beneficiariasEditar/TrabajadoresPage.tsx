import { useTranslation } from 'react-i18next';
import { usePermission } from '../../shell/session/usePermission';
import type { ListColumn } from '../../components/list/types';
import { TRABAJADORES_KEY, listarTrabajadores, type TrabajadorBeneficiaria } from '../../shared/trabajadores/api';
import { ExportarTrabajadores } from '../../shared/trabajadores/ExportarTrabajadores';
import { ImportarTrabajadores } from '../../shared/trabajadores/ImportarTrabajadores';
import { ListaTrabajadores } from '../../shared/trabajadores/ListaTrabajadores';

/**
 * `/beneficiariasEditar` (spec part 2 §2.5; roles 5, 6, 7): the entity's workers with their branch,
 * the export of the workers and their import of mobiles (`beneficiarias:update`).
 */
export default function TrabajadoresPage() {
  const { t } = useTranslation();
  const puedeEditar = usePermission('beneficiarias', 'update');
  const sucursal: ListColumn<TrabajadorBeneficiaria>[] = [{ field: 'beneficiaria_suc_nombre', headerName: t('trabajadores.campos.sucursal'), sortable: true, flex: 1 }];
  return (
    <ListaTrabajadores
      titulo={t('trabajadores.titulo')}
      tituloLista={t('trabajadores.lista')}
      queryKey={TRABAJADORES_KEY}
      fetchPage={listarTrabajadores}
      columnasExtra={sucursal}
      toolbar={
        <>
          <ExportarTrabajadores />
          {puedeEditar && <ImportarTrabajadores />}
        </>
      }
    />
  );
}
