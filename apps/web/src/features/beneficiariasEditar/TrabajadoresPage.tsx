import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import PaymentsIcon from '@mui/icons-material/Payments';
import { usePermission } from '../../shell/session/usePermission';
import type { ListColumn } from '../../components/list/types';
import { TRABAJADORES_KEY, listarTrabajadores, type TrabajadorBeneficiaria } from '../../shared/trabajadores/api';
import { ExportarTrabajadores } from '../../shared/trabajadores/ExportarTrabajadores';
import { ImportarTrabajadores } from '../../shared/trabajadores/ImportarTrabajadores';
import { ListaTrabajadores } from '../../shared/trabajadores/ListaTrabajadores';
import { useGenerarCpt } from '../../shared/planillas/useGenerarCpt';

/**
 * `/beneficiariasEditar` (spec part 2 §2.5; roles 5, 6, 7): the entity's workers with their branch,
 * the export of the workers and their import of mobiles (`beneficiarias:update`), and the payment-code
 * dialogs of `/csv_planillas` step 3 under the same permissions (`beneficiarias:update` and the
 * server's `planillas:create`): with no CREADO payroll, the spec's 'No tiene planillas para generar
 * código de pago'.
 */
export default function TrabajadoresPage() {
  const { t } = useTranslation();
  const puedeEditar = usePermission('beneficiarias', 'update');
  const puedeCpt = usePermission('planillas', 'create') && puedeEditar;
  const cpt = useGenerarCpt();
  const sucursal: ListColumn<TrabajadorBeneficiaria>[] = [{ field: 'beneficiaria_suc_nombre', headerName: t('trabajadores.campos.sucursal'), sortable: true, flex: 1 }];
  return (
    <ListaTrabajadores
      titulo={t('trabajadores.titulo')}
      tituloLista={t('trabajadores.lista')}
      queryKey={TRABAJADORES_KEY}
      fetchPage={listarTrabajadores}
      columnasExtra={sucursal}
      toolbar={(filtros) => (
        <>
          <ExportarTrabajadores filtros={filtros} />
          {puedeEditar && <ImportarTrabajadores />}
          {puedeCpt && (
            <Button variant="contained" startIcon={<PaymentsIcon />} loading={cpt.buscando} onClick={cpt.abrir}>
              {t('planillas.cpt.boton')}
            </Button>
          )}
          {cpt.dialogos}
        </>
      )}
    />
  );
}
