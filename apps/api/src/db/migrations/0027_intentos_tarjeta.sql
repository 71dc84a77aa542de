CREATE TABLE "intentos_tarjeta" (
	"id_persona" integer NOT NULL,
	"id_subsidio" integer NOT NULL,
	"intentos" integer DEFAULT 0 NOT NULL,
	"_user_created" integer,
	"_user_updated" integer,
	"_created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"_updated_at" timestamp with time zone,
	CONSTRAINT "intentos_tarjeta_id_persona_id_subsidio_pk" PRIMARY KEY("id_persona","id_subsidio"),
	CONSTRAINT "intentos_tarjeta_intentos_ck" CHECK ("intentos_tarjeta"."intentos" between 0 and 3)
);
--> statement-breakpoint
ALTER TABLE "intentos_tarjeta" ADD CONSTRAINT "intentos_tarjeta_id_persona_personas_id_fk" FOREIGN KEY ("id_persona") REFERENCES "public"."personas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intentos_tarjeta" ADD CONSTRAINT "intentos_tarjeta_id_subsidio_subsidios_id_fk" FOREIGN KEY ("id_subsidio") REFERENCES "public"."subsidios"("id") ON DELETE no action ON UPDATE no action;