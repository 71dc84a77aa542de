CREATE TABLE "paquete_alimentos" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_paquete" integer NOT NULL,
	"id_alimento" integer NOT NULL,
	"cantidad" numeric(8, 2) NOT NULL,
	"orden" integer DEFAULT 0 NOT NULL,
	"_user_created" integer,
	"_user_updated" integer,
	"_created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"_updated_at" timestamp with time zone,
	CONSTRAINT "paquete_alimentos_cantidad_ck" CHECK ("paquete_alimentos"."cantidad" > 0)
);
--> statement-breakpoint
CREATE TABLE "paquetes" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_subsidio" integer NOT NULL,
	"id_sucursal" integer NOT NULL,
	"estado" varchar(30) DEFAULT 'CREADO' NOT NULL,
	"_user_created" integer,
	"_user_updated" integer,
	"_created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"_updated_at" timestamp with time zone,
	CONSTRAINT "paquetes_estado_ck" CHECK ("paquetes"."estado" in ('CREADO', 'ACTIVO', 'INACTIVO'))
);
--> statement-breakpoint
ALTER TABLE "paquete_alimentos" ADD CONSTRAINT "paquete_alimentos_id_paquete_paquetes_id_fk" FOREIGN KEY ("id_paquete") REFERENCES "public"."paquetes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paquete_alimentos" ADD CONSTRAINT "paquete_alimentos_id_alimento_alimentos_id_fk" FOREIGN KEY ("id_alimento") REFERENCES "public"."alimentos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paquetes" ADD CONSTRAINT "paquetes_id_subsidio_subsidios_id_fk" FOREIGN KEY ("id_subsidio") REFERENCES "public"."subsidios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paquetes" ADD CONSTRAINT "paquetes_id_sucursal_sucursales_id_fk" FOREIGN KEY ("id_sucursal") REFERENCES "public"."sucursales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "paquete_alimentos_alimento_uq" ON "paquete_alimentos" USING btree ("id_paquete","id_alimento");--> statement-breakpoint
CREATE INDEX "paquete_alimentos_alimento_idx" ON "paquete_alimentos" USING btree ("id_alimento");--> statement-breakpoint
CREATE UNIQUE INDEX "paquetes_activo_uq" ON "paquetes" USING btree ("id_subsidio","id_sucursal") WHERE "paquetes"."estado" = 'ACTIVO';--> statement-breakpoint
CREATE INDEX "paquetes_sucursal_subsidio_idx" ON "paquetes" USING btree ("id_sucursal","id_subsidio");