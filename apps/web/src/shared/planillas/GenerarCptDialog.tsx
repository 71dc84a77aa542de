import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { planillaCptAddSchema } from '@pb/contract';
import { centavosADecimal, fechaHora } from '@pb/contract/valores';
import { FormDialog } from '../../components/dialogs/FormDialog';
import { useSaveAction } from '../../components/dialogs/useSaveAction';
import { formatCount, formatMoney } from '../../components/money';
import { COMISION_CPT, PLANILLAS_KEY, conComision, generarCodigoPago, planillasParaCpt, sumaCentavos, type CodigoPago } from './api';

/**
 * 'Generate payment code' (spec part 2 §2.1, §2.4 step 3, §5, §9): the entity's CREADO payrolls with a
 * checkbox each (all chosen at first), their total and what the code will ask (Σ + Bs 1,00); one code
 * for the chosen ones (`planillaCptAdd`). Those payrolls become ENVIADO and leave the CREADO lists.
 */
export function GenerarCptDialog({ onClose, onGenerado }: { onClose: () => void; onGenerado: (codigo: CodigoPago) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const lista = useQuery({ queryKey: [...PLANILLAS_KEY, 'cpts', 'dialogo'], queryFn: () => planillasParaCpt() });
  const filas = lista.data?.datos ?? [];
  /** The payrolls left out (so that every one is chosen when the list arrives). */
  const [fuera, setFuera] = useState<ReadonlySet<number>>(new Set());
  const [aviso, setAviso] = useState<string | null>(null);
  const [ocupado, setOcupado] = useState(false);
  const { error, save } = useSaveAction();
  const elegidas = filas.filter((p) => !fuera.has(p.idPlanilla));
  const total = sumaCentavos(elegidas.map((p) => p.montoTotal));

  const alternar = (id: number) =>
    setFuera((f) => {
      const n = new Set(f);
      if (!n.delete(id)) n.add(id);
      return n;
    });
  const alternarTodas = () => setFuera(elegidas.length === filas.length ? new Set(filas.map((p) => p.idPlanilla)) : new Set());

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setAviso(null);
    if (elegidas.length === 0) {
      setAviso(t('servidor.mensajes.sinPlanillasSeleccionadas'));
      return;
    }
    const entrada = { lista: elegidas.map((p) => ({ idPlanilla: p.idPlanilla, montoTotal: p.montoTotal })) };
    let codigo: CodigoPago | null = null;
    setOcupado(true);
    const hecho = await save(async () => {
      codigo = await generarCodigoPago(entrada.lista);
    }, { schema: planillaCptAddSchema, input: entrada });
    setOcupado(false);
    // A refusal (a stale amount, a payroll taken by another tab) may have changed the lists: reload them.
    await queryClient.invalidateQueries({ queryKey: PLANILLAS_KEY });
    if (hecho && codigo) onGenerado(codigo);
  };

  return (
    <FormDialog
      id="generar-cpt"
      title={t('planillas.cpt.titulo')}
      description={t('planillas.cpt.descripcion')}
      width={800}
      busy={ocupado}
      error={aviso ?? error}
      onSubmit={(e) => void onSubmit(e)}
      onClose={onClose}
      submitLabel={t('planillas.cpt.generar')}
      submitDisabled={lista.isLoading || filas.length === 0}
    >
      {lista.isSuccess && filas.length === 0 && <Alert severity="warning">{t('servidor.mensajes.sinPlanillasParaCpt')}</Alert>}
      {filas.length > 0 && (
        <Table size="small" aria-label={t('planillas.cpt.tabla')}>
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={elegidas.length === filas.length}
                  indeterminate={elegidas.length > 0 && elegidas.length < filas.length}
                  onChange={alternarTodas}
                  slotProps={{ input: { 'aria-label': t('planillas.cpt.elegirTodas') } }}
                />
              </TableCell>
              <TableCell>{t('planillas.campos.nombre')}</TableCell>
              <TableCell>{t('planillas.campos.sucursal')}</TableCell>
              <TableCell>{t('planillas.campos.creado')}</TableCell>
              <TableCell align="right">{t('planillas.campos.montoTotal')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {filas.map((p) => (
              <TableRow key={p.idPlanilla} hover selected={!fuera.has(p.idPlanilla)}>
                <TableCell padding="checkbox">
                  <Checkbox checked={!fuera.has(p.idPlanilla)} onChange={() => alternar(p.idPlanilla)} slotProps={{ input: { 'aria-label': t('planillas.cpt.elegir', { nombre: p.nombre, id: p.idPlanilla }) } }} />
                </TableCell>
                <TableCell>{p.nombre}</TableCell>
                <TableCell>{p.sucursal}</TableCell>
                <TableCell>{fechaHora(p._created_at)}</TableCell>
                <TableCell align="right">{formatMoney(p.montoTotal)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            <TableRow>
              <TableCell colSpan={4}>{t('planillas.cpt.total', { count: elegidas.length, n: formatCount(elegidas.length) })}</TableCell>
              <TableCell align="right">{formatMoney(centavosADecimal(total))}</TableCell>
            </TableRow>
            <TableRow>
              <TableCell colSpan={4}>{t('planillas.cpt.comision')}</TableCell>
              <TableCell align="right">{formatMoney(COMISION_CPT)}</TableCell>
            </TableRow>
            <TableRow>
              <TableCell colSpan={4} sx={{ fontWeight: 700 }}>
                {t('planillas.cpt.aPagar')}
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 700 }} aria-live="polite">
                {formatMoney(conComision(total))}
              </TableCell>
            </TableRow>
          </TableFooter>
        </Table>
      )}
    </FormDialog>
  );
}
