/**
 * The local signing program (CONTRACT.md 'Local signing program'; spec part 1 §7): a program on the
 * signer's own computer, reached by the browser at its address (FIRMADOR_URL, default
 * https://localhost:3200). Every reply is `{ finalizado, mensaje, datos }`. A call that does not
 * answer throws `SinFirmador`; a reply that is not that shape throws `RespuestaIncorrecta`.
 */
import { programaResponde } from '../../shared/programaLocal';

export interface Certificado {
  alias: string;
  nombreComunSubject: string;
  organizacionSubject: string;
  inicioValidez: string;
  finValidez: string;
  esValido: boolean;
}

export class SinFirmador extends Error {}
/** The program runs but refuses this page (it was started for another address of the app: CORS). */
export class FirmadorRechazaPagina extends Error {}
export class RespuestaIncorrecta extends Error {}
/** The program answered, but refused (`finalizado: false`): its message, as it said it. */
export class RechazoFirmador extends Error {}

/** How long the program may take to answer (a signature by a token can take a few seconds). */
const ESPERA_MS = 30_000;

interface Reply {
  finalizado: boolean;
  mensaje: string;
  datos: unknown;
}

const esReply = (v: unknown): v is Reply => typeof v === 'object' && v !== null && typeof (v as Reply).finalizado === 'boolean';

export class Firmador {
  private readonly base: string;
  constructor(direccion: string) {
    this.base = direccion.replace(/\/+$/, '');
  }

  private async llamar(ruta: string, init: RequestInit = {}): Promise<Reply> {
    let res: Response;
    try {
      res = await fetch(`${this.base}${ruta}`, { ...init, cache: 'no-store', signal: AbortSignal.timeout(ESPERA_MS) });
    } catch {
      throw new SinFirmador();
    }
    const cuerpo: unknown = await res.json().catch(() => null);
    if (!esReply(cuerpo)) throw new RespuestaIncorrecta();
    return cuerpo;
  }

  private async exigir(ruta: string, init?: RequestInit): Promise<Reply> {
    const r = await this.llamar(ruta, init);
    if (!r.finalizado) throw new RechazoFirmador(typeof r.mensaje === 'string' ? r.mensaje : '');
    return r;
  }

  /** `GET /`: whether the program runs here (it answers anything at all) and accepts this page. */
  async enMarcha(): Promise<void> {
    try {
      const res = await fetch(`${this.base}/`, { cache: 'no-store', signal: AbortSignal.timeout(ESPERA_MS) });
      await res.text();
    } catch {
      if (await programaResponde(this.base)) throw new FirmadorRechazaPagina();
      throw new SinFirmador();
    }
  }

  /** `GET /tokens`: refused (its message) when no token, or more than one, is connected. */
  async tokens(): Promise<void> {
    const r = await this.exigir('/tokens');
    if (Array.isArray(r.datos) && r.datos.length === 0) throw new RechazoFirmador(r.mensaje);
  }

  /** `GET /start?pin=`: opens the token's session. */
  async iniciar(pin: string): Promise<void> {
    await this.exigir(`/start?pin=${encodeURIComponent(pin)}`);
  }

  /** `GET /certs`: the token's certificates. */
  async certificados(): Promise<Certificado[]> {
    const r = await this.exigir('/certs');
    const lista = Array.isArray(r.datos) ? r.datos : ((r.datos as { certificados?: unknown } | null)?.certificados ?? null);
    if (!Array.isArray(lista)) throw new RespuestaIncorrecta();
    return lista.filter((c): c is Certificado => typeof c === 'object' && c !== null && typeof (c as Certificado).alias === 'string');
  }

  /** `POST /sign`: the PDF signed with the certificate `alias`, and that certificate. */
  async firmar(datos: { nombre_archivo: string; alias: string; pdf_base64: string }): Promise<{ pdf_base64: string; certificado: string }> {
    const r = await this.exigir('/sign', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(datos) });
    const d = r.datos as { pdf_base64?: unknown; certificado?: unknown } | null;
    if (typeof d?.pdf_base64 !== 'string' || d.pdf_base64 === '') throw new RespuestaIncorrecta();
    return { pdf_base64: d.pdf_base64, certificado: typeof d.certificado === 'string' ? d.certificado : '' };
  }

  /** `GET /finish`: closes the token's session (its failure is of no consequence). */
  async terminar(): Promise<void> {
    await this.llamar('/finish').catch(() => undefined);
  }
}
