CREATE TABLE "notificaciones" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"clave" varchar(120) NOT NULL,
	"tipo" varchar(30) NOT NULL,
	"id_usuario" integer NOT NULL,
	"para" varchar(100) NOT NULL,
	"asunto" varchar(200) NOT NULL,
	"texto" text NOT NULL,
	"estado" varchar(20) DEFAULT 'PENDIENTE' NOT NULL,
	"intentos" integer DEFAULT 0 NOT NULL,
	"proximo_intento" timestamp with time zone DEFAULT now() NOT NULL,
	"ultimo_error" varchar(500),
	"enviado_at" timestamp with time zone,
	"creado_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notificaciones_estado_ck" CHECK ("notificaciones"."estado" in ('PENDIENTE', 'ENVIADO', 'FALLIDO'))
);
--> statement-breakpoint
CREATE TABLE "notificaciones_desactivadas" (
	"id_usuario" integer NOT NULL,
	"tipo" varchar(30) NOT NULL,
	"_created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notificaciones_desactivadas_id_usuario_tipo_pk" PRIMARY KEY("id_usuario","tipo")
);
--> statement-breakpoint
ALTER TABLE "notificaciones" ADD CONSTRAINT "notificaciones_id_usuario_usuarios_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificaciones_desactivadas" ADD CONSTRAINT "notificaciones_desactivadas_id_usuario_usuarios_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notificaciones_clave_usuario_uq" ON "notificaciones" USING btree ("clave","id_usuario");--> statement-breakpoint
CREATE INDEX "notificaciones_pendientes_idx" ON "notificaciones" USING btree ("proximo_intento") WHERE "notificaciones"."estado" = 'PENDIENTE';--> statement-breakpoint
CREATE INDEX "notificaciones_usuario_idx" ON "notificaciones" USING btree ("id_usuario");