CREATE TABLE "archivos" (
	"id" serial PRIMARY KEY NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"id_entidad" integer NOT NULL,
	"tipo" varchar(20) DEFAULT 'C31' NOT NULL,
	"nombre_original" varchar(255),
	"tamano" integer NOT NULL,
	"_user_created" integer,
	"_user_updated" integer,
	"_created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"_updated_at" timestamp with time zone,
	CONSTRAINT "archivos_sha256_ck" CHECK ("archivos"."sha256" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
ALTER TABLE "cpts" ADD COLUMN "proxima_revision" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "planillas" ADD COLUMN "pagado_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "archivos" ADD CONSTRAINT "archivos_id_entidad_entidades_id_fk" FOREIGN KEY ("id_entidad") REFERENCES "public"."entidades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "archivos_sha256_entidad_uq" ON "archivos" USING btree ("sha256","id_entidad");--> statement-breakpoint
CREATE INDEX "archivos_entidad_idx" ON "archivos" USING btree ("id_entidad");--> statement-breakpoint
CREATE INDEX "cpts_revision_idx" ON "cpts" USING btree ("proxima_revision") WHERE "cpts"."estado" = 'PENDIENTE';--> statement-breakpoint
CREATE INDEX "formularios_c31_c31_busqueda_idx" ON "formularios_c31" USING gin (sin_acentos("c31") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "planillas_pagado_at_idx" ON "planillas" USING btree ("pagado_at");--> statement-breakpoint
-- The programme administrator approves or rejects C31 forms (pagosc31:update, decision 024); the seed gives it on new databases, this on existing ones.
UPDATE "permisos" SET "update" = true WHERE "id_rol" = 2 AND "id_modulo" IN (SELECT "id" FROM "modulos" WHERE "ruta" = 'pagosc31');
--> statement-breakpoint
-- The superadministrator reads payrolls, their C31 PDFs and receipts (issue 13: the owner entity and roles 1, 2 and 10).
INSERT INTO "permisos" ("id_modulo", "id_rol", "read") SELECT "id", 1, true FROM "modulos" WHERE "ruta" = 'planillas' ON CONFLICT ("id_modulo", "id_rol") DO UPDATE SET "read" = true;
