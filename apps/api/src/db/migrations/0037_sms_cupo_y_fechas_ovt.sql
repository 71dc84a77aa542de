CREATE TABLE "fechas_ovt_distintas" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_entidad" integer NOT NULL,
	"id_persona" integer NOT NULL,
	"fecha_nacimiento_ovt" date NOT NULL,
	"_user_created" integer,
	"_user_updated" integer,
	"_created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"_updated_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "fechas_ovt_distintas" ADD CONSTRAINT "fechas_ovt_distintas_id_entidad_entidades_id_fk" FOREIGN KEY ("id_entidad") REFERENCES "public"."entidades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fechas_ovt_distintas" ADD CONSTRAINT "fechas_ovt_distintas_id_persona_personas_id_fk" FOREIGN KEY ("id_persona") REFERENCES "public"."personas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fechas_ovt_distintas_entidad_persona_uq" ON "fechas_ovt_distintas" USING btree ("id_entidad","id_persona");--> statement-breakpoint
CREATE INDEX "fechas_ovt_distintas_persona_idx" ON "fechas_ovt_distintas" USING btree ("id_persona");--> statement-breakpoint
CREATE INDEX "codigos_verificacion_numero_idx" ON "codigos_verificacion" USING btree ("numero_celular","proposito","_created_at");