CREATE TABLE "municipios_supermercados" (
	"id" serial PRIMARY KEY NOT NULL,
	"dpa" varchar(6) NOT NULL,
	"nombre" varchar(150) NOT NULL,
	"observacion" varchar(500),
	"estado" varchar(30) DEFAULT 'ACTIVO' NOT NULL,
	"_user_created" integer,
	"_user_updated" integer,
	"_created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"_updated_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "municipios_supermercados" ADD CONSTRAINT "municipios_supermercados_dpa_municipios_codigo_completo_fk" FOREIGN KEY ("dpa") REFERENCES "public"."municipios"("codigo_completo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "municipios_supermercados_dpa_uq" ON "municipios_supermercados" USING btree ("dpa");--> statement-breakpoint
CREATE INDEX "municipios_supermercados_estado_idx" ON "municipios_supermercados" USING btree ("estado","id");--> statement-breakpoint
CREATE INDEX "entidades_origen_idx" ON "entidades" USING btree ("origen","id");