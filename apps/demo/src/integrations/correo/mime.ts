/**
 * Just enough of MIME to read back what our own client sends (one text/plain part, quoted-printable
 * or base64, an RFC 2047 subject): the simulator shows the mail as the user would read it.
 */
export interface MensajeLeido {
  asunto: string;
  texto: string;
}

function qp(texto: string): string {
  const sinCortes = texto.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < sinCortes.length; i++) {
    const hex = sinCortes.slice(i + 1, i + 3);
    if (sinCortes[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(sinCortes[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** An RFC 2047 header: encoded words decoded, the blanks between two of them dropped. */
function encabezado(valor: string): string {
  return valor
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_m, _charset: string, modo: string, datos: string) =>
      modo.toUpperCase() === 'B' ? Buffer.from(datos, 'base64').toString('utf8') : qp(datos.replace(/_/g, ' ')),
    );
}

export function leerMensaje(crudo: string): MensajeLeido {
  const corte = crudo.search(/\r?\n\r?\n/);
  const cabecera = (corte < 0 ? crudo : crudo.slice(0, corte)).replace(/\r?\n[ \t]+/g, ' ');
  const cuerpo = corte < 0 ? '' : crudo.slice(corte).replace(/^\r?\n\r?\n/, '');
  const campos = new Map<string, string>();
  for (const linea of cabecera.split(/\r?\n/)) {
    const i = linea.indexOf(':');
    if (i > 0) campos.set(linea.slice(0, i).trim().toLowerCase(), linea.slice(i + 1).trim());
  }
  const codificacion = (campos.get('content-transfer-encoding') ?? '').toLowerCase();
  const texto = codificacion === 'quoted-printable' ? qp(cuerpo) : codificacion === 'base64' ? Buffer.from(cuerpo.replace(/\s+/g, ''), 'base64').toString('utf8') : cuerpo;
  return { asunto: encabezado(campos.get('subject') ?? ''), texto: texto.replace(/\r\n/g, '\n').trimEnd() };
}
