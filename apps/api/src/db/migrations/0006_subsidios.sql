CREATE TABLE "distribucion_grupos" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_distribucion" integer NOT NULL,
	"id_grupo_alimenticio" integer NOT NULL,
	"porcentaje" numeric(5, 2) NOT NULL,
	"_user_created" integer,
	"_user_updated" integer,
	"_created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"_updated_at" timestamp with time zone,
	CONSTRAINT "distribucion_grupos_porcentaje_ck" CHECK ("distribucion_grupos"."porcentaje" > 0 and "distribucion_grupos"."porcentaje" <= 100)
);
--> statement-breakpoint
CREATE TABLE "distribuciones" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_subsidio" integer NOT NULL,
	"orden" integer NOT NULL,
	"nombre" varchar(150) NOT NULL,
	"porcentaje" numeric(5, 2) NOT NULL,
	"credito" varchar(1) DEFAULT '0' NOT NULL,
	"_user_created" integer,
	"_user_updated" integer,
	"_created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"_updated_at" timestamp with time zone,
	CONSTRAINT "distribuciones_porcentaje_ck" CHECK ("distribuciones"."porcentaje" > 0 and "distribuciones"."porcentaje" <= 100),
	CONSTRAINT "distribuciones_credito_ck" CHECK ("distribuciones"."credito" in ('0', '1'))
);
--> statement-breakpoint
CREATE TABLE "subsidio_montos" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_subsidio" integer NOT NULL,
	"gestion" integer NOT NULL,
	"monto" numeric(14, 2) NOT NULL,
	"_user_created" integer,
	"_user_updated" integer,
	"_created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"_updated_at" timestamp with time zone,
	CONSTRAINT "subsidio_montos_monto_ck" CHECK ("subsidio_montos"."monto" > 0)
);
--> statement-breakpoint
CREATE TABLE "subsidios" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(150) NOT NULL,
	"tipo" varchar(30) DEFAULT 'SUBSIDIO' NOT NULL,
	"nro_total_entregas" integer NOT NULL,
	"vigencia_dias" integer NOT NULL,
	"estado" varchar(30) DEFAULT 'CREADO' NOT NULL,
	"_user_created" integer,
	"_user_updated" integer,
	"_created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"_updated_at" timestamp with time zone,
	CONSTRAINT "subsidios_entregas_ck" CHECK ("subsidios"."nro_total_entregas" between 0 and 9999 and "subsidios"."vigencia_dias" between 0 and 9999)
);
--> statement-breakpoint
ALTER TABLE "distribucion_grupos" ADD CONSTRAINT "distribucion_grupos_id_distribucion_distribuciones_id_fk" FOREIGN KEY ("id_distribucion") REFERENCES "public"."distribuciones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribucion_grupos" ADD CONSTRAINT "distribucion_grupos_id_grupo_alimenticio_grupos_alimenticios_id_fk" FOREIGN KEY ("id_grupo_alimenticio") REFERENCES "public"."grupos_alimenticios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribuciones" ADD CONSTRAINT "distribuciones_id_subsidio_subsidios_id_fk" FOREIGN KEY ("id_subsidio") REFERENCES "public"."subsidios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subsidio_montos" ADD CONSTRAINT "subsidio_montos_id_subsidio_subsidios_id_fk" FOREIGN KEY ("id_subsidio") REFERENCES "public"."subsidios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "distribucion_grupos_grupo_uq" ON "distribucion_grupos" USING btree ("id_distribucion","id_grupo_alimenticio");--> statement-breakpoint
CREATE INDEX "distribucion_grupos_grupo_idx" ON "distribucion_grupos" USING btree ("id_grupo_alimenticio");--> statement-breakpoint
CREATE UNIQUE INDEX "distribuciones_orden_uq" ON "distribuciones" USING btree ("id_subsidio","orden");--> statement-breakpoint
CREATE UNIQUE INDEX "subsidio_montos_gestion_uq" ON "subsidio_montos" USING btree ("id_subsidio","gestion");--> statement-breakpoint
CREATE UNIQUE INDEX "subsidios_nombre_uq" ON "subsidios" USING btree (lower("nombre"));--> statement-breakpoint
CREATE INDEX "subsidios_estado_idx" ON "subsidios" USING btree ("estado");