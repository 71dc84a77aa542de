CREATE TABLE "cpt_planillas" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_cpt" integer NOT NULL,
	"id_planilla" integer NOT NULL,
	"vigente" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cpts" (
	"id" serial PRIMARY KEY NOT NULL,
	"codigo" varchar(30),
	"referencia" varchar(64) NOT NULL,
	"id_entidad" integer NOT NULL,
	"monto" numeric(14, 2) NOT NULL,
	"estado" varchar(20) DEFAULT 'PENDIENTE' NOT NULL,
	"vence" timestamp with time zone,
	"fecha_pago" timestamp with time zone,
	"_user_created" integer,
	"_user_updated" integer,
	"_created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"_updated_at" timestamp with time zone,
	CONSTRAINT "cpts_monto_ck" CHECK ("cpts"."monto" > 1),
	CONSTRAINT "cpts_estado_ck" CHECK ("cpts"."estado" in ('PENDIENTE', 'PAGADO', 'VENCIDO'))
);
--> statement-breakpoint
CREATE TABLE "cuentas" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_beneficiaria" integer NOT NULL,
	"id_subsidio" integer NOT NULL,
	"saldo" numeric(14, 2) DEFAULT '0' NOT NULL,
	"_user_created" integer,
	"_user_updated" integer,
	"_created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"_updated_at" timestamp with time zone,
	CONSTRAINT "cuentas_saldo_ck" CHECK ("cuentas"."saldo" >= 0)
);
--> statement-breakpoint
CREATE TABLE "formularios_c31" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_planilla" integer NOT NULL,
	"c31" varchar(150) NOT NULL,
	"archivo" varchar(64) NOT NULL,
	"estado" varchar(20) DEFAULT 'CREADO' NOT NULL,
	"_user_created" integer,
	"_user_updated" integer,
	"_created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"_updated_at" timestamp with time zone,
	CONSTRAINT "formularios_c31_estado_ck" CHECK ("formularios_c31"."estado" in ('CREADO', 'PAGADO', 'ANULADO'))
);
--> statement-breakpoint
CREATE TABLE "movimientos" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"id_cuenta" integer NOT NULL,
	"tipo" varchar(10) NOT NULL,
	"monto" numeric(14, 2) NOT NULL,
	"origen" varchar(120) NOT NULL,
	"id_movimiento_revertido" bigint,
	"fecha" timestamp with time zone NOT NULL,
	"_user_created" integer,
	"_user_updated" integer,
	"_created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"_updated_at" timestamp with time zone,
	CONSTRAINT "movimientos_monto_ck" CHECK ("movimientos"."monto" > 0),
	CONSTRAINT "movimientos_tipo_ck" CHECK ("movimientos"."tipo" in ('ABONO', 'CARGO', 'REVERSO')),
	CONSTRAINT "movimientos_reverso_ck" CHECK (("movimientos"."tipo" = 'REVERSO') = ("movimientos"."id_movimiento_revertido" is not null))
);
--> statement-breakpoint
CREATE TABLE "planilla_detalle" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"id_planilla" integer NOT NULL,
	"id_beneficiaria" integer NOT NULL,
	"id_subsidio" integer NOT NULL,
	"monto" numeric(14, 2) NOT NULL,
	"nro_asignacion" integer,
	"periodo" date NOT NULL,
	"vigente" boolean DEFAULT true NOT NULL,
	CONSTRAINT "planilla_detalle_monto_ck" CHECK ("planilla_detalle"."monto" > 0)
);
--> statement-breakpoint
CREATE TABLE "planillas" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_entidad" integer NOT NULL,
	"id_sucursal_pago" integer NOT NULL,
	"nombre" varchar(150) NOT NULL,
	"tipo" varchar(20) DEFAULT 'MENSUAL' NOT NULL,
	"periodo" date NOT NULL,
	"monto_total" numeric(14, 2) NOT NULL,
	"estado" varchar(20) DEFAULT 'CREADO' NOT NULL,
	"_user_created" integer,
	"_user_updated" integer,
	"_created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"_updated_at" timestamp with time zone,
	CONSTRAINT "planillas_monto_total_ck" CHECK ("planillas"."monto_total" > 0),
	CONSTRAINT "planillas_estado_ck" CHECK ("planillas"."estado" in ('CREADO', 'ENVIADO', 'PAGADO', 'ANULADO')),
	CONSTRAINT "planillas_periodo_ck" CHECK (extract(day from "planillas"."periodo") = 1)
);
--> statement-breakpoint
ALTER TABLE "cpt_planillas" ADD CONSTRAINT "cpt_planillas_id_cpt_cpts_id_fk" FOREIGN KEY ("id_cpt") REFERENCES "public"."cpts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cpt_planillas" ADD CONSTRAINT "cpt_planillas_id_planilla_planillas_id_fk" FOREIGN KEY ("id_planilla") REFERENCES "public"."planillas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cpts" ADD CONSTRAINT "cpts_id_entidad_entidades_id_fk" FOREIGN KEY ("id_entidad") REFERENCES "public"."entidades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cuentas" ADD CONSTRAINT "cuentas_id_beneficiaria_beneficiarias_id_fk" FOREIGN KEY ("id_beneficiaria") REFERENCES "public"."beneficiarias"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cuentas" ADD CONSTRAINT "cuentas_id_subsidio_subsidios_id_fk" FOREIGN KEY ("id_subsidio") REFERENCES "public"."subsidios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "formularios_c31" ADD CONSTRAINT "formularios_c31_id_planilla_planillas_id_fk" FOREIGN KEY ("id_planilla") REFERENCES "public"."planillas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movimientos" ADD CONSTRAINT "movimientos_id_cuenta_cuentas_id_fk" FOREIGN KEY ("id_cuenta") REFERENCES "public"."cuentas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movimientos" ADD CONSTRAINT "movimientos_id_movimiento_revertido_movimientos_id_fk" FOREIGN KEY ("id_movimiento_revertido") REFERENCES "public"."movimientos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planilla_detalle" ADD CONSTRAINT "planilla_detalle_id_planilla_planillas_id_fk" FOREIGN KEY ("id_planilla") REFERENCES "public"."planillas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planilla_detalle" ADD CONSTRAINT "planilla_detalle_id_beneficiaria_beneficiarias_id_fk" FOREIGN KEY ("id_beneficiaria") REFERENCES "public"."beneficiarias"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planilla_detalle" ADD CONSTRAINT "planilla_detalle_id_subsidio_subsidios_id_fk" FOREIGN KEY ("id_subsidio") REFERENCES "public"."subsidios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planillas" ADD CONSTRAINT "planillas_id_entidad_entidades_id_fk" FOREIGN KEY ("id_entidad") REFERENCES "public"."entidades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planillas" ADD CONSTRAINT "planillas_id_sucursal_pago_sucursales_id_fk" FOREIGN KEY ("id_sucursal_pago") REFERENCES "public"."sucursales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cpt_planillas_cpt_idx" ON "cpt_planillas" USING btree ("id_cpt");--> statement-breakpoint
CREATE INDEX "cpt_planillas_planilla_idx" ON "cpt_planillas" USING btree ("id_planilla");--> statement-breakpoint
CREATE UNIQUE INDEX "cpt_planillas_planilla_vigente_uq" ON "cpt_planillas" USING btree ("id_planilla") WHERE "cpt_planillas"."vigente";--> statement-breakpoint
CREATE UNIQUE INDEX "cpts_codigo_uq" ON "cpts" USING btree ("codigo");--> statement-breakpoint
CREATE UNIQUE INDEX "cpts_referencia_uq" ON "cpts" USING btree ("referencia");--> statement-breakpoint
CREATE INDEX "cpts_entidad_estado_idx" ON "cpts" USING btree ("id_entidad","estado","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "cpts_estado_vence_idx" ON "cpts" USING btree ("estado","vence");--> statement-breakpoint
CREATE UNIQUE INDEX "cuentas_beneficiaria_subsidio_uq" ON "cuentas" USING btree ("id_beneficiaria","id_subsidio");--> statement-breakpoint
CREATE INDEX "cuentas_subsidio_idx" ON "cuentas" USING btree ("id_subsidio");--> statement-breakpoint
CREATE INDEX "formularios_c31_planilla_idx" ON "formularios_c31" USING btree ("id_planilla");--> statement-breakpoint
CREATE INDEX "formularios_c31_estado_idx" ON "formularios_c31" USING btree ("estado","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "formularios_c31_planilla_vivo_uq" ON "formularios_c31" USING btree ("id_planilla") WHERE "formularios_c31"."estado" <> 'ANULADO';--> statement-breakpoint
CREATE UNIQUE INDEX "movimientos_origen_uq" ON "movimientos" USING btree ("origen");--> statement-breakpoint
CREATE INDEX "movimientos_cuenta_idx" ON "movimientos" USING btree ("id_cuenta","id");--> statement-breakpoint
CREATE INDEX "movimientos_revertido_idx" ON "movimientos" USING btree ("id_movimiento_revertido");--> statement-breakpoint
CREATE INDEX "planilla_detalle_planilla_idx" ON "planilla_detalle" USING btree ("id_planilla","id");--> statement-breakpoint
CREATE INDEX "planilla_detalle_beneficiaria_idx" ON "planilla_detalle" USING btree ("id_beneficiaria");--> statement-breakpoint
CREATE INDEX "planilla_detalle_subsidio_idx" ON "planilla_detalle" USING btree ("id_subsidio");--> statement-breakpoint
CREATE UNIQUE INDEX "planilla_detalle_beneficiaria_periodo_uq" ON "planilla_detalle" USING btree ("id_beneficiaria","periodo") WHERE "planilla_detalle"."vigente";--> statement-breakpoint
CREATE INDEX "planillas_entidad_estado_idx" ON "planillas" USING btree ("id_entidad","estado","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "planillas_estado_idx" ON "planillas" USING btree ("estado","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "planillas_sucursal_pago_idx" ON "planillas" USING btree ("id_sucursal_pago");