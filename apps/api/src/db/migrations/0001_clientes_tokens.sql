CREATE TABLE "clientes_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_entidad" integer NOT NULL,
	"prefijo" varchar(12) NOT NULL,
	"hash" varchar(64) NOT NULL,
	"estado" varchar(20) DEFAULT 'ACTIVO' NOT NULL,
	"revocado_at" timestamp with time zone,
	"ultimo_uso" timestamp with time zone,
	"_user_created" integer,
	"_user_updated" integer,
	"_created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"_updated_at" timestamp with time zone,
	CONSTRAINT "clientes_tokens_hash_unique" UNIQUE("hash")
);
--> statement-breakpoint
ALTER TABLE "clientes_tokens" ADD CONSTRAINT "clientes_tokens_id_entidad_entidades_id_fk" FOREIGN KEY ("id_entidad") REFERENCES "public"."entidades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clientes_tokens_entidad_idx" ON "clientes_tokens" USING btree ("id_entidad","estado");