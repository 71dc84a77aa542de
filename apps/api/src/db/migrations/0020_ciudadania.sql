CREATE TABLE "ingresos_ciudadania" (
	"id" serial PRIMARY KEY NOT NULL,
	"codigo_hash" varchar(64) NOT NULL,
	"id_usuario" integer NOT NULL,
	"id_token" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"vence_at" timestamp with time zone NOT NULL,
	"id_sesion" uuid,
	CONSTRAINT "ingresos_ciudadania_codigo_hash_unique" UNIQUE("codigo_hash"),
	CONSTRAINT "ingresos_ciudadania_id_sesion_unique" UNIQUE("id_sesion")
);
--> statement-breakpoint
ALTER TABLE "ingresos_ciudadania" ADD CONSTRAINT "ingresos_ciudadania_id_usuario_usuarios_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ingresos_ciudadania" ADD CONSTRAINT "ingresos_ciudadania_id_sesion_sessions_id_fk" FOREIGN KEY ("id_sesion") REFERENCES "public"."sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ingresos_ciudadania_vence_idx" ON "ingresos_ciudadania" USING btree ("vence_at");