import { replyText } from '../../api/messages';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { centavosADecimal, decimalACentavos } from '@pb/contract/valores';
import type { ClaveMensaje } from '@pb/contract/valores';
import { notify } from '../../shell/notify/store';
import { HttpError, errorMessage } from '../../api/errors';
import { messageOf } from '../../api/messages';
import { confirmDialog } from '../../components/dialogs/dialogStore';
import { formatDecimal, formatMoney } from '../../components/money';
import { EstadoChip } from '../../components/list/EstadoChip';
import { buscarBeneficiaria, descargarRecibo, enviarCodigoCompra, identificarBeneficiaria, productosVenta, revertirVenta, vender, type BeneficiariaVenta, type Documento, type Identificada, type VentaHecha } from './api';
import { montoLinea } from './total';
import { numeroTransaccion } from './transaccion';

/** The bonus: what a cashier sells against by default (decision: id_subsidio 1 unless told). */
const BONO = 1;

/** The products' group column is left out on a phone, so that the quantity fits beside the product. */
const SIN_GRUPO_EN_TELEFONO = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** A sale refused for its code (expired, replaced, or her block): the verified code is gone, back to the code step. */
const CODIGO_PERDIDO = new Set<ClaveMensaje>(['codigoVencido', 'codigoSinEnviar', 'codigoAgotado', 'ventaBloqueadaIntentos']);

/**
 * `/ventas` (issue 17; role 8, the provider's cashier): find the beneficiary by document (a masked
 * name and her state, no balance), send her a purchase code and verify it (then her name and balance:
 * she is at the counter), pick products of the point of sale, confirm and print the receipt. It calls
 * the same API as providers' systems; the sale's transaction id is made once per attempt, so a double
 * click or a retry is the same sale. The sale spends the verified code: another sale needs a new one.
 */
export default function VentasPage() {
  const { t } = useTranslation();
  const [nro, setNro] = useState('');
  const [complemento, setComplemento] = useState('');
  const [documento, setDocumento] = useState<Documento | null>(null);
  const [beneficiaria, setBeneficiaria] = useState<BeneficiariaVenta | null>(null);
  const [cantidades, setCantidades] = useState<Record<number, string>>({});
  const [codigo, setCodigo] = useState('');
  /** Her name and balance once her code was verified, and that code while no sale has spent it. */
  const [identificada, setIdentificada] = useState<Identificada | null>(null);
  const [verificado, setVerificado] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [ocupado, setOcupado] = useState(false);
  const [hecha, setHecha] = useState<VentaHecha | null>(null);
  const transaccion = useRef<string | null>(null);
  const productos = useQuery({ queryKey: ['ventas', 'productos'], queryFn: productosVenta });

  const bono = beneficiaria?.beneficios.find((b) => b.id_subsidio === BONO) ?? beneficiaria?.beneficios[0] ?? null;
  const lineas = useMemo(
    () =>
      (productos.data ?? [])
        .map((p) => ({ p, cantidad: cantidades[p.id] ?? '', monto: cantidades[p.id] ? montoLinea(p.precio, cantidades[p.id]!) : null }))
        .filter((l) => l.cantidad.trim() !== ''),
    [productos.data, cantidades],
  );
  const total = lineas.reduce((s, l) => s + (l.monto ?? 0), 0);
  const lineasValidas = lineas.length > 0 && lineas.every((l) => l.monto !== null);
  // Why «Confirmar venta» cannot be pressed, said beside it (issue 51 §11); the server refuses the same.
  const sinConfirmar = lineas.length === 0 ? t('ventas.sinProductos') : !lineasValidas ? t('ventas.cantidadesInvalidas') : identificada && total > decimalACentavos(identificada.saldo) ? t('ventas.superaSaldo', { saldo: formatMoney(identificada.saldo) }) : null;

  const nuevaVenta = () => {
    transaccion.current = null;
    setHecha(null);
  };

  /** Her balance as the last answer gave it (a sale's, a reversal's). */
  const conSaldo = (saldo: string) => setIdentificada((i) => (i ? { ...i, saldo } : i));

  const buscar = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setBeneficiaria(null);
    setIdentificada(null);
    setVerificado(null);
    nuevaVenta();
    setCantidades({});
    setCodigo('');
    const d = { nro_documento: nro.trim(), complemento: complemento.trim() || null };
    setDocumento(d);
    setOcupado(true);
    try {
      setBeneficiaria(await buscarBeneficiaria(d));
    } catch (err) {
      setError(errorMessage(err, t('toast.error')));
    } finally {
      setOcupado(false);
    }
  };

  const enviarCodigo = async () => {
    if (!documento || !bono) return;
    setError(null);
    setOcupado(true);
    try {
      await enviarCodigoCompra({ ...documento, id_subsidio: bono.id_subsidio });
      notify('success', t('ventas.codigoEnviado'));
    } catch (err) {
      setError(errorMessage(err, t('toast.error')));
    } finally {
      setOcupado(false);
    }
  };

  const verificar = async () => {
    if (!documento || !bono || codigo.trim() === '') return;
    setError(null);
    setOcupado(true);
    try {
      setIdentificada(await identificarBeneficiaria({ ...documento, id_subsidio: bono.id_subsidio, codigo: codigo.trim() }));
      setVerificado(codigo.trim());
      setCodigo('');
      nuevaVenta();
    } catch (err) {
      setError(errorMessage(err, t('toast.error')));
    } finally {
      setOcupado(false);
    }
  };

  const confirmar = async () => {
    if (!documento || !bono || !lineasValidas || !verificado) return;
    setError(null);
    setOcupado(true);
    transaccion.current ??= numeroTransaccion();
    try {
      const v = await vender({
        ...documento,
        id_subsidio: bono.id_subsidio,
        id_transaccion: transaccion.current,
        codigo: verificado,
        items: lineas.map((l) => ({ id_alimento: l.p.id, cantidad: l.cantidad.trim() })),
      });
      setHecha(v);
      setCantidades({});
      // The sale spent the code: another sale starts with a new one.
      setVerificado(null);
      conSaldo(v.saldo);
      transaccion.current = null;
      notify('success', t('ventas.realizada'));
    } catch (err) {
      setError(errorMessage(err, t('toast.error')));
      const clave = err instanceof HttpError ? messageOf(err.body)?.clave : undefined;
      if (clave && CODIGO_PERDIDO.has(clave)) setVerificado(null);
      // A refusal is final for this attempt: a corrected sale is another transaction.
      transaccion.current = null;
    } finally {
      setOcupado(false);
    }
  };

  /** The sale just made, undone on the cashier's confirmation: its balance comes back (same day only). */
  const revertir = async (venta: VentaHecha) => {
    if (!(await confirmDialog(t('ventas.confirmarReverso', { monto: formatMoney(venta.monto) })))) return;
    setError(null);
    setOcupado(true);
    try {
      const r = await revertirVenta(venta.id_transaccion);
      setHecha(r.datos);
      conSaldo(r.datos.saldo);
      notify('success', replyText(r));
    } catch (err) {
      setError(errorMessage(err, t('toast.error')));
    } finally {
      setOcupado(false);
    }
  };

  const imprimir = async (id: number) => {
    try {
      await descargarRecibo(id);
    } catch (err) {
      setError(errorMessage(err, t('toast.error')));
    }
  };

  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.5rem', md: '2.125rem' } }}>
        {t('ventas.titulo')}
      </Typography>
      <Paper component="form" noValidate onSubmit={(e) => void buscar(e)} sx={{ p: 2, maxWidth: 720 }} aria-busy={ocupado}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
          <TextField label={t('ventas.documento')} name="nro_documento" value={nro} onChange={(e) => setNro(e.target.value)} required slotProps={{ htmlInput: { maxLength: 20, autoComplete: 'off', inputMode: 'numeric' } }} />
          <TextField label={t('ventas.complemento')} name="complemento" value={complemento} onChange={(e) => setComplemento(e.target.value)} sx={{ maxWidth: 140 }} slotProps={{ htmlInput: { maxLength: 2, autoComplete: 'off' } }} />
          <Button type="submit" variant="contained" disabled={ocupado || nro.trim() === ''} sx={{ mt: 1 }}>
            {t('ventas.buscar')}
          </Button>
        </Stack>
      </Paper>
      {error && <Alert severity="error">{error}</Alert>}
      {beneficiaria && (
        <Paper sx={{ p: 2 }} component="section" aria-labelledby="ventas-beneficiaria">
          <Stack spacing={2}>
            <Typography variant="h6" component="h2" id="ventas-beneficiaria">
              {identificada?.nombre ?? beneficiaria.nombre_enmascarado}
            </Typography>
            <TableContainer>
              <Table size="small" aria-label={t('ventas.beneficios')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('ventas.subsidio')}</TableCell>
                    <TableCell>{t('ventas.estado')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {beneficiaria.beneficios.map((b) => (
                    <TableRow key={b.id_subsidio}>
                      <TableCell>{b.subsidio}</TableCell>
                      <TableCell>
                        <EstadoChip estado={b.estado} />
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            {identificada && (
              <Typography component="p">
                {t('ventas.saldoDe', { subsidio: identificada.subsidio })}{' '}
                <Typography component="span" sx={{ fontWeight: 'bold' }} data-testid={`saldo-${identificada.id_subsidio}`}>
                  {t('ventas.bs', { monto: formatMoney(identificada.saldo) })}
                </Typography>
              </Typography>
            )}
            {bono?.estado !== 'ACTIVO' ? (
              <Alert severity="warning">{t('ventas.noHabilitada')}</Alert>
            ) : !verificado ? (
              <>
                <Typography>{t(identificada ? 'ventas.otraVenta' : 'ventas.identificar')}</Typography>
                <Stack
                  component="form"
                  noValidate
                  onSubmit={(e: FormEvent) => {
                    e.preventDefault();
                    void verificar();
                  }}
                  direction={{ xs: 'column', sm: 'row' }}
                  spacing={2}
                  sx={{ alignItems: 'flex-start' }}
                >
                  <Button variant="outlined" onClick={() => void enviarCodigo()} disabled={ocupado || !bono.codigo_sms} sx={{ mt: 1 }}>
                    {t('ventas.enviarCodigo')}
                  </Button>
                  <TextField label={t('ventas.codigo')} name="codigo" value={codigo} onChange={(e) => setCodigo(e.target.value)} disabled={!bono.codigo_sms} slotProps={{ htmlInput: { maxLength: 6, inputMode: 'numeric', autoComplete: 'one-time-code' } }} />
                  <Button type="submit" variant="contained" disabled={ocupado || !bono.codigo_sms || codigo.trim() === ''} sx={{ mt: 1 }}>
                    {t('ventas.verificar')}
                  </Button>
                </Stack>
                {!bono.codigo_sms && <Alert severity="info">{t('ventas.smsDesactivado')}</Alert>}
              </>
            ) : (
              <>
                <Typography variant="h6" component="h2">
                  {t('ventas.productos')}
                </Typography>
                {/* On a phone the table scrolls inside the card (the page never sideways); the group column waits for a wider screen. */}
                <TableContainer>
                  <Table size="small" aria-label={t('ventas.productos')}>
                    <TableHead>
                      <TableRow>
                        <TableCell>{t('ventas.producto')}</TableCell>
                        <TableCell sx={SIN_GRUPO_EN_TELEFONO}>{t('ventas.grupo')}</TableCell>
                        <TableCell align="right">{t('ventas.precio')}</TableCell>
                        <TableCell>{t('ventas.cantidad')}</TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {(productos.data ?? []).map((p) => (
                        <TableRow key={p.id}>
                          <TableCell>
                            {p.nombre} ({p.unidad})
                          </TableCell>
                          <TableCell sx={SIN_GRUPO_EN_TELEFONO}>{p.grupo}</TableCell>
                          <TableCell align="right">{t('ventas.bs', { monto: formatMoney(p.precio) })}</TableCell>
                          <TableCell>
                            <TextField
                              size="small"
                              value={cantidades[p.id] ?? ''}
                              onChange={(e) => {
                                nuevaVenta();
                                setCantidades((c) => ({ ...c, [p.id]: e.target.value }));
                              }}
                              error={!!cantidades[p.id] && montoLinea(p.precio, cantidades[p.id]!) === null}
                              slotProps={{ htmlInput: { 'aria-label': t('ventas.cantidadDe', { producto: p.nombre }), inputMode: 'decimal', maxLength: 9, autoComplete: 'off' } }}
                              sx={{ width: 110 }}
                            />
                          </TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </TableContainer>
                <Typography role="status" aria-live="polite" variant="h6" component="p">
                  {t('ventas.total', { total: formatMoney(centavosADecimal(total)) })}
                </Typography>
                <Button variant="contained" onClick={() => void confirmar()} disabled={ocupado || sinConfirmar !== null} aria-describedby={sinConfirmar ? 'venta-sin-confirmar' : undefined} sx={{ alignSelf: 'flex-start' }}>
                  {t('ventas.confirmar')}
                </Button>
                {sinConfirmar && (
                  <Typography id="venta-sin-confirmar" variant="body2" color={lineas.length === 0 ? 'text.secondary' : 'error'}>
                    {sinConfirmar}
                  </Typography>
                )}
              </>
            )}
          </Stack>
        </Paper>
      )}
      {hecha && (
        <Paper sx={{ p: 2, maxWidth: 720 }} component="section" aria-labelledby="ventas-recibo">
          <Stack spacing={1}>
            <Typography variant="h6" component="h2" id="ventas-recibo">
              {t('ventas.recibo', { id: hecha.id })}
            </Typography>
            {hecha.items.map((i) => (
              <Typography key={i.id_alimento} variant="body2">
                {t('ventas.lineaRecibo', { producto: i.nombre, cantidad: formatDecimal(Number(i.cantidad)), monto: formatMoney(i.monto) })}
              </Typography>
            ))}
            <Typography>{t('ventas.montoVenta', { monto: formatMoney(hecha.monto) })}</Typography>
            <Typography>{t('ventas.saldoRestante', { saldo: formatMoney(hecha.saldo) })}</Typography>
            {hecha.estado === 'REVERTIDA' && <Alert severity="info">{t('ventas.revertida')}</Alert>}
            <Stack direction="row" spacing={1}>
              <Button variant="contained" onClick={() => void imprimir(hecha.id)}>
                {t('ventas.imprimir')}
              </Button>
              {hecha.estado === 'REALIZADA' && (
                <Button variant="outlined" color="error" onClick={() => void revertir(hecha)} disabled={ocupado}>
                  {t('ventas.revertir')}
                </Button>
              )}
            </Stack>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
