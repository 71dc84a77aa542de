import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns } from './columns.js';
import { usuarios } from './acceso.js';
import { archivos } from './planillas.js';
import { pagos } from './ventas.js';

/**
 * A document waiting for, or bearing, a staff member's digital signature (issue 18, decision 034):
 * the day's 'Reporte diario planillas aprobadas' (REPORTE_DIARIO, `referencia` the Bolivian day) or a
 * payment request to the treasury (SOLICITUD_PAGO, `referencia` the payment's id). `modulo` is the
 * module whose `firma` permission lets a role sign it. The original PDF and the signed one are files
 * of `archivos`; `codigo_archivo` names the version of the original being signed (a pending report
 * drawn again gets a new one). PENDIENTE → FIRMADO once, with the certificate and who signed.
 */
export const documentosFirma = pgTable(
  'documentos_firma',
  {
    id: serial('id').primaryKey(),
    tipo: varchar('tipo', { length: 20 }).notNull(),
    modulo: varchar('modulo', { length: 50 }).notNull(),
    referencia: varchar('referencia', { length: 20 }).notNull(),
    id_pago: integer('id_pago').references(() => pagos.id),
    id_archivo: integer('id_archivo')
      .notNull()
      .references(() => archivos.id),
    codigo_archivo: varchar('codigo_archivo', { length: 64 }).notNull(),
    estado: varchar('estado', { length: 20 }).notNull().default('PENDIENTE'),
    id_archivo_firmado: integer('id_archivo_firmado').references(() => archivos.id),
    certificado: text('certificado'),
    sujeto_certificado: varchar('sujeto_certificado', { length: 500 }),
    id_usuario_firma: integer('id_usuario_firma').references(() => usuarios.id),
    firmado_at: timestamp('firmado_at', { withTimezone: true }),
    ...auditColumns,
  },
  (t) => [
    // A day's report, and a payment's request, exist once.
    uniqueIndex('documentos_firma_referencia_uq').on(t.tipo, t.referencia),
    uniqueIndex('documentos_firma_codigo_uq').on(t.codigo_archivo),
    // A signed file belongs to one signature.
    uniqueIndex('documentos_firma_firmado_uq').on(t.id_archivo_firmado),
    index('documentos_firma_modulo_idx').on(t.modulo, t.estado, t.id),
    check('documentos_firma_tipo_ck', sql`${t.tipo} in ('REPORTE_DIARIO', 'SOLICITUD_PAGO')`),
    check('documentos_firma_estado_ck', sql`${t.estado} in ('PENDIENTE', 'FIRMADO')`),
    // FIRMADO exactly when the signed file, its certificate, the signer and the time are kept.
    check(
      'documentos_firma_firmado_ck',
      sql`(${t.estado} = 'FIRMADO') = (${t.id_archivo_firmado} is not null and ${t.certificado} is not null and ${t.id_usuario_firma} is not null and ${t.firmado_at} is not null)`,
    ),
  ],
);
