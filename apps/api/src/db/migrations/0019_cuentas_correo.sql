CREATE TABLE "tokens_cuenta" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_usuario" integer NOT NULL,
	"proposito" varchar(20) NOT NULL,
	"hash" varchar(64) NOT NULL,
	"expira_at" timestamp with time zone NOT NULL,
	"usado_at" timestamp with time zone,
	"ip" varchar(64),
	"_user_created" integer,
	"_user_updated" integer,
	"_created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"_updated_at" timestamp with time zone,
	CONSTRAINT "tokens_cuenta_proposito_ck" CHECK ("tokens_cuenta"."proposito" in ('RECUPERACION', 'CONFIRMACION')),
	CONSTRAINT "tokens_cuenta_hash_ck" CHECK ("tokens_cuenta"."hash" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
ALTER TABLE "tokens_cuenta" ADD CONSTRAINT "tokens_cuenta_id_usuario_usuarios_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tokens_cuenta_hash_uq" ON "tokens_cuenta" USING btree ("hash");--> statement-breakpoint
CREATE INDEX "tokens_cuenta_usuario_idx" ON "tokens_cuenta" USING btree ("id_usuario","proposito","_created_at");