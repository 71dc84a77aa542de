CREATE TABLE "accesos_saldo" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"id_persona" integer NOT NULL,
	"id_codigo" integer NOT NULL,
	"expira" timestamp with time zone NOT NULL,
	"_user_created" integer,
	"_user_updated" integer,
	"_created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"_updated_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "codigos_verificacion" DROP CONSTRAINT "codigos_verificacion_proposito_ck";--> statement-breakpoint
ALTER TABLE "accesos_saldo" ADD CONSTRAINT "accesos_saldo_id_persona_personas_id_fk" FOREIGN KEY ("id_persona") REFERENCES "public"."personas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accesos_saldo" ADD CONSTRAINT "accesos_saldo_id_codigo_codigos_verificacion_id_fk" FOREIGN KEY ("id_codigo") REFERENCES "public"."codigos_verificacion"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accesos_saldo_token_uq" ON "accesos_saldo" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "accesos_saldo_expira_idx" ON "accesos_saldo" USING btree ("expira");--> statement-breakpoint
ALTER TABLE "codigos_verificacion" ADD CONSTRAINT "codigos_verificacion_proposito_ck" CHECK ("codigos_verificacion"."proposito" in ('CELULAR', 'ENTREGA', 'COMPRA', 'SALDO'));