import { X509Certificate } from 'node:crypto';
import path from 'node:path';
import { ROLES_FIRMANTES_DEMO } from '@pb/contract';
import { DEMO_ENTIDADES, DEMO_USUARIOS, demoExtraUsuarios } from '../demo-personas.js';
import { autoridadDemoSincrona, emitirFirmante, empaquetar, parEnDisco, reemplazar, type DatosFirmante } from '@pb/api/integrations/firmador/pki.js';
import { OID, sujetoDelCertificado } from '@pb/api/integrations/firmador/sujeto.js';

/**
 * The simulator's software token: one key pair and certificate per signer, issued by the demo
 * authority and kept on disk in `<dir>/token/` (made once; made again only when expired or when the
 * authority changed).
 */
export interface CertificadoDelToken {
  alias: string;
  documento: string;
  certPem: string;
  p12: Buffer;
  clave: string;
  nombreComunSubject: string;
  organizacionSubject: string;
  inicioValidez: Date;
  finValidez: Date;
}

/** A person who is no user of the demo: a user may try to sign with someone else's certificate. */
export const OTRA_PERSONA: DatosFirmante = { documento: '9876543', nombre: 'OTRA PERSONA', organizacion: 'PERSONA AJENA AL PROGRAMA' };

/** The demo users who can sign (roles 1 and 2, demo-personas.ts), and OTRA PERSONA. */
export function firmantesDemo(): DatosFirmante[] {
  const entidades = new Map(DEMO_ENTIDADES.map((e) => [e.clave, e.nombre]));
  const firmantes = [...DEMO_USUARIOS, ...demoExtraUsuarios()]
    .filter((u) => ROLES_FIRMANTES_DEMO.has(u.id_rol))
    .map((u) => ({
      documento: u.persona.nro_documento,
      nombre: [u.persona.nombres, u.persona.primer_apellido, u.persona.segundo_apellido].filter(Boolean).join(' '),
      organizacion: entidades.get(u.entidad) ?? u.entidad,
    }));
  return [...firmantes, OTRA_PERSONA];
}

const DIA = 86_400_000;

/** The token's certificates for `firmantes`, each read from disk or issued once. Aliases are the names (the document number is added to a repeated one). */
export function cargarToken(dir: string, firmantes: DatosFirmante[]): CertificadoDelToken[] {
  const autoridad = autoridadDemoSincrona(dir);
  const ca = new X509Certificate(autoridad.certPem);
  const out: CertificadoDelToken[] = [];
  for (const f of firmantes) {
    const ruta = path.join(dir, 'token', `${f.documento.replace(/[^0-9A-Za-z-]/g, '_')}.pem`);
    let par = parEnDisco(ruta, () => emitirFirmante(f, autoridad));
    let cert = new X509Certificate(par.certPem);
    const sujeto = sujetoDelCertificado(Buffer.from(cert.raw));
    const vencido = new Date(cert.validTo).getTime() < Date.now() + DIA;
    const otro = !cert.checkIssued(ca) || !cert.verify(ca.publicKey) || sujeto.get(OID.commonName) !== f.nombre || sujeto.get(OID.organizationName) !== f.organizacion;
    if (vencido || otro) {
      par = emitirFirmante(f, autoridad);
      reemplazar(ruta, par.certPem + par.keyPem);
      cert = new X509Certificate(par.certPem);
    }
    const alias = out.some((c) => c.alias === f.nombre) ? `${f.nombre} (${f.documento})` : f.nombre;
    out.push({
      alias,
      documento: f.documento,
      certPem: par.certPem,
      ...empaquetar(par, autoridad.certPem),
      nombreComunSubject: f.nombre,
      organizacionSubject: f.organizacion,
      inicioValidez: new Date(cert.validFrom),
      finValidez: new Date(cert.validTo),
    });
  }
  return out;
}

export const esVigente = (c: CertificadoDelToken, ahora = new Date()) => c.inicioValidez <= ahora && ahora <= c.finValidez;
