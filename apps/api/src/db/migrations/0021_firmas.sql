CREATE TABLE "documentos_firma" (
	"id" serial PRIMARY KEY NOT NULL,
	"tipo" varchar(20) NOT NULL,
	"modulo" varchar(50) NOT NULL,
	"referencia" varchar(20) NOT NULL,
	"id_pago" integer,
	"id_archivo" integer NOT NULL,
	"codigo_archivo" varchar(64) NOT NULL,
	"estado" varchar(20) DEFAULT 'PENDIENTE' NOT NULL,
	"id_archivo_firmado" integer,
	"certificado" text,
	"sujeto_certificado" varchar(500),
	"id_usuario_firma" integer,
	"firmado_at" timestamp with time zone,
	"_user_created" integer,
	"_user_updated" integer,
	"_created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"_updated_at" timestamp with time zone,
	CONSTRAINT "documentos_firma_tipo_ck" CHECK ("documentos_firma"."tipo" in ('REPORTE_DIARIO', 'SOLICITUD_PAGO')),
	CONSTRAINT "documentos_firma_estado_ck" CHECK ("documentos_firma"."estado" in ('PENDIENTE', 'FIRMADO')),
	CONSTRAINT "documentos_firma_firmado_ck" CHECK (("documentos_firma"."estado" = 'FIRMADO') = ("documentos_firma"."id_archivo_firmado" is not null and "documentos_firma"."certificado" is not null and "documentos_firma"."id_usuario_firma" is not null and "documentos_firma"."firmado_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "documentos_firma" ADD CONSTRAINT "documentos_firma_id_pago_pagos_id_fk" FOREIGN KEY ("id_pago") REFERENCES "public"."pagos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documentos_firma" ADD CONSTRAINT "documentos_firma_id_archivo_archivos_id_fk" FOREIGN KEY ("id_archivo") REFERENCES "public"."archivos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documentos_firma" ADD CONSTRAINT "documentos_firma_id_archivo_firmado_archivos_id_fk" FOREIGN KEY ("id_archivo_firmado") REFERENCES "public"."archivos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documentos_firma" ADD CONSTRAINT "documentos_firma_id_usuario_firma_usuarios_id_fk" FOREIGN KEY ("id_usuario_firma") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "documentos_firma_referencia_uq" ON "documentos_firma" USING btree ("tipo","referencia");--> statement-breakpoint
CREATE UNIQUE INDEX "documentos_firma_codigo_uq" ON "documentos_firma" USING btree ("codigo_archivo");--> statement-breakpoint
CREATE UNIQUE INDEX "documentos_firma_firmado_uq" ON "documentos_firma" USING btree ("id_archivo_firmado");--> statement-breakpoint
CREATE INDEX "documentos_firma_modulo_idx" ON "documentos_firma" USING btree ("modulo","estado","id");--> statement-breakpoint
-- A signed document is final: its row is neither changed nor deleted (decision 034). The check
-- violation names its constraint, so translateConflict answers it in Spanish.
CREATE FUNCTION documentos_firma_firmado_final() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.estado = 'FIRMADO' THEN
    RAISE EXCEPTION 'documento % ya firmado', OLD.id USING ERRCODE = '23514', CONSTRAINT = 'documentos_firma_firmado_final';
  END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER documentos_firma_firmado_final BEFORE UPDATE OR DELETE ON "documentos_firma" FOR EACH ROW EXECUTE FUNCTION documentos_firma_firmado_final();
--> statement-breakpoint
-- The programme administrator signs the daily report (pagosc31:firma) and the payment requests
-- (liquidaciones:firma); the seed gives it on new databases, this on existing ones. The panel's
-- module (firmas) is a new module: the seed adds it with its permission rows on every database.
UPDATE "permisos" SET "firma" = true WHERE "id_rol" = 2 AND "id_modulo" IN (SELECT "id" FROM "modulos" WHERE "ruta" IN ('pagosc31', 'liquidaciones'));
