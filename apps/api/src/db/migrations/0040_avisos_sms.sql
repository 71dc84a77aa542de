CREATE TABLE "avisos_sms" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"clave" varchar(120) NOT NULL,
	"tipo" varchar(30) NOT NULL,
	"id_persona" integer NOT NULL,
	"numero" varchar(30) NOT NULL,
	"datos" jsonb NOT NULL,
	"estado" varchar(20) DEFAULT 'PENDIENTE' NOT NULL,
	"motivo" varchar(20),
	"intentos" integer DEFAULT 0 NOT NULL,
	"proximo_intento" timestamp with time zone DEFAULT now() NOT NULL,
	"ultimo_error" varchar(500),
	"texto" text,
	"id_mensaje" varchar(100),
	"enviado_at" timestamp with time zone,
	"creado_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "avisos_sms_estado_ck" CHECK ("avisos_sms"."estado" in ('PENDIENTE', 'ENVIADO', 'FALLIDO', 'OMITIDO'))
);
--> statement-breakpoint
CREATE TABLE "sms_numeros" (
	"numero" varchar(30) PRIMARY KEY NOT NULL,
	"idioma" varchar(2),
	"baja_at" timestamp with time zone,
	"baja_via" varchar(20),
	"_updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_numeros_idioma_ck" CHECK ("sms_numeros"."idioma" in ('es', 'en', 'ay')),
	CONSTRAINT "sms_numeros_baja_via_ck" CHECK ("sms_numeros"."baja_via" in ('RESPUESTA', 'MI_SALDO'))
);
--> statement-breakpoint
ALTER TABLE "avisos_sms" ADD CONSTRAINT "avisos_sms_id_persona_personas_id_fk" FOREIGN KEY ("id_persona") REFERENCES "public"."personas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "avisos_sms_clave_uq" ON "avisos_sms" USING btree ("clave");--> statement-breakpoint
CREATE INDEX "avisos_sms_pendientes_idx" ON "avisos_sms" USING btree ("proximo_intento") WHERE "avisos_sms"."estado" = 'PENDIENTE';--> statement-breakpoint
CREATE INDEX "avisos_sms_persona_idx" ON "avisos_sms" USING btree ("id_persona");--> statement-breakpoint
CREATE INDEX "entregas_apertura_idx" ON "entregas" USING btree ("habilitada_desde") WHERE "entregas"."estado" = 'HABILITADO';