CREATE TABLE "conciliacion_diferencias" (
	"id" serial PRIMARY KEY NOT NULL,
	"fecha" date NOT NULL,
	"tipo" varchar(30) NOT NULL,
	"referencia" varchar(64) NOT NULL,
	"id_cpt" integer,
	"monto_nuestro" numeric(14, 2),
	"monto_externo" numeric(14, 2),
	"fecha_pago_externo" timestamp with time zone,
	"detalle" text NOT NULL,
	"estado" varchar(20) DEFAULT 'ABIERTA' NOT NULL,
	"id_usuario_resolucion" integer,
	"motivo_resolucion" text,
	"fecha_resolucion" timestamp with time zone,
	"_user_created" integer,
	"_user_updated" integer,
	"_created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"_updated_at" timestamp with time zone,
	CONSTRAINT "conciliacion_diferencias_estado_ck" CHECK ("conciliacion_diferencias"."estado" in ('ABIERTA', 'RESUELTA')),
	CONSTRAINT "conciliacion_diferencias_resuelta_ck" CHECK (("conciliacion_diferencias"."estado" = 'RESUELTA') = ("conciliacion_diferencias"."id_usuario_resolucion" is not null and "conciliacion_diferencias"."motivo_resolucion" is not null and "conciliacion_diferencias"."fecha_resolucion" is not null))
);
--> statement-breakpoint
CREATE TABLE "conciliaciones" (
	"id" serial PRIMARY KEY NOT NULL,
	"fecha" date NOT NULL,
	"pagos_plataforma" integer DEFAULT 0 NOT NULL,
	"codigos_acreditados" integer DEFAULT 0 NOT NULL,
	"ejecuciones" integer DEFAULT 1 NOT NULL,
	"ultima_ejecucion" timestamp with time zone NOT NULL,
	"_user_created" integer,
	"_user_updated" integer,
	"_created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"_updated_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "conciliacion_diferencias" ADD CONSTRAINT "conciliacion_diferencias_id_cpt_cpts_id_fk" FOREIGN KEY ("id_cpt") REFERENCES "public"."cpts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conciliacion_diferencias" ADD CONSTRAINT "conciliacion_diferencias_id_usuario_resolucion_usuarios_id_fk" FOREIGN KEY ("id_usuario_resolucion") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "conciliacion_diferencias_uq" ON "conciliacion_diferencias" USING btree ("fecha","tipo","referencia");--> statement-breakpoint
CREATE INDEX "conciliacion_diferencias_abiertas_idx" ON "conciliacion_diferencias" USING btree ("fecha") WHERE "conciliacion_diferencias"."estado" = 'ABIERTA';--> statement-breakpoint
CREATE UNIQUE INDEX "conciliaciones_fecha_uq" ON "conciliaciones" USING btree ("fecha");--> statement-breakpoint
CREATE INDEX "cpts_pagados_fecha_idx" ON "cpts" USING btree ("fecha_pago") WHERE "cpts"."estado" = 'PAGADO';