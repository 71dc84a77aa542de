CREATE TABLE "pagos" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_entidad" integer NOT NULL,
	"monto" numeric(14, 2) NOT NULL,
	"periodo_inicial" varchar(10) NOT NULL,
	"periodo_final" varchar(10) NOT NULL,
	"estado" varchar(20) DEFAULT 'ENVIADO' NOT NULL,
	"cuenta_origen" varchar(50),
	"cuenta_destino" varchar(50),
	"banco_origen" varchar(100),
	"banco_destino" varchar(100),
	"fecha_solicitud" timestamp with time zone NOT NULL,
	"fecha_pago" timestamp with time zone,
	"fecha_procesamiento" timestamp with time zone,
	"id_solicitud_pago_lote" varchar(60),
	"id_transaccion" varchar(100),
	"codigo_respuesta_mefp" varchar(20),
	"observacion_mefp" varchar(500),
	"_user_created" integer,
	"_user_updated" integer,
	"_created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"_updated_at" timestamp with time zone,
	CONSTRAINT "pagos_estado_ck" CHECK ("pagos"."estado" in ('ENVIADO', 'PAGADO', 'OBSERVADO')),
	CONSTRAINT "pagos_monto_ck" CHECK ("pagos"."monto" > 0)
);
--> statement-breakpoint
CREATE TABLE "venta_cargos" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"id_venta" bigint NOT NULL,
	"id_cuenta" integer NOT NULL,
	"id_movimiento" bigint NOT NULL,
	"monto" numeric(14, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "venta_detalle" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"id_venta" bigint NOT NULL,
	"id_alimento" integer NOT NULL,
	"id_grupo_alimenticio" integer NOT NULL,
	"cantidad" numeric(10, 2) NOT NULL,
	"precio" numeric(14, 2) NOT NULL,
	"monto" numeric(14, 2) NOT NULL,
	CONSTRAINT "venta_detalle_cantidad_ck" CHECK ("venta_detalle"."cantidad" > 0),
	CONSTRAINT "venta_detalle_monto_ck" CHECK ("venta_detalle"."monto" > 0)
);
--> statement-breakpoint
CREATE TABLE "ventas" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"id_entidad" integer NOT NULL,
	"id_sucursal" integer NOT NULL,
	"id_persona" integer NOT NULL,
	"id_subsidio" integer NOT NULL,
	"id_transaccion" varchar(100) NOT NULL,
	"monto" numeric(14, 2) NOT NULL,
	"metodo" varchar(10) NOT NULL,
	"estado" varchar(20) DEFAULT 'REALIZADA' NOT NULL,
	"fecha" timestamp with time zone NOT NULL,
	"dia" varchar(10) NOT NULL,
	"fecha_reverso" timestamp with time zone,
	"id_usuario" integer,
	"id_pago" integer,
	"_user_created" integer,
	"_user_updated" integer,
	"_created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"_updated_at" timestamp with time zone,
	CONSTRAINT "ventas_metodo_ck" CHECK ("ventas"."metodo" in ('CODIGO', 'TARJETA')),
	CONSTRAINT "ventas_estado_ck" CHECK ("ventas"."estado" in ('REALIZADA', 'REVERTIDA')),
	CONSTRAINT "ventas_monto_ck" CHECK ("ventas"."monto" > 0),
	CONSTRAINT "ventas_pago_realizada_ck" CHECK ("ventas"."id_pago" is null or "ventas"."estado" = 'REALIZADA')
);
--> statement-breakpoint
ALTER TABLE "codigos_verificacion" DROP CONSTRAINT "codigos_verificacion_proposito_ck";--> statement-breakpoint
ALTER TABLE "pagos" ADD CONSTRAINT "pagos_id_entidad_entidades_id_fk" FOREIGN KEY ("id_entidad") REFERENCES "public"."entidades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venta_cargos" ADD CONSTRAINT "venta_cargos_id_venta_ventas_id_fk" FOREIGN KEY ("id_venta") REFERENCES "public"."ventas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venta_cargos" ADD CONSTRAINT "venta_cargos_id_cuenta_cuentas_id_fk" FOREIGN KEY ("id_cuenta") REFERENCES "public"."cuentas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venta_cargos" ADD CONSTRAINT "venta_cargos_id_movimiento_movimientos_id_fk" FOREIGN KEY ("id_movimiento") REFERENCES "public"."movimientos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venta_detalle" ADD CONSTRAINT "venta_detalle_id_venta_ventas_id_fk" FOREIGN KEY ("id_venta") REFERENCES "public"."ventas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venta_detalle" ADD CONSTRAINT "venta_detalle_id_alimento_alimentos_id_fk" FOREIGN KEY ("id_alimento") REFERENCES "public"."alimentos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venta_detalle" ADD CONSTRAINT "venta_detalle_id_grupo_alimenticio_grupos_alimenticios_id_fk" FOREIGN KEY ("id_grupo_alimenticio") REFERENCES "public"."grupos_alimenticios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ventas" ADD CONSTRAINT "ventas_id_entidad_entidades_id_fk" FOREIGN KEY ("id_entidad") REFERENCES "public"."entidades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ventas" ADD CONSTRAINT "ventas_id_sucursal_sucursales_id_fk" FOREIGN KEY ("id_sucursal") REFERENCES "public"."sucursales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ventas" ADD CONSTRAINT "ventas_id_persona_personas_id_fk" FOREIGN KEY ("id_persona") REFERENCES "public"."personas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ventas" ADD CONSTRAINT "ventas_id_subsidio_subsidios_id_fk" FOREIGN KEY ("id_subsidio") REFERENCES "public"."subsidios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ventas" ADD CONSTRAINT "ventas_id_usuario_usuarios_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ventas" ADD CONSTRAINT "ventas_id_pago_pagos_id_fk" FOREIGN KEY ("id_pago") REFERENCES "public"."pagos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pagos_entidad_idx" ON "pagos" USING btree ("id_entidad","id");--> statement-breakpoint
CREATE INDEX "pagos_estado_idx" ON "pagos" USING btree ("estado","id");--> statement-breakpoint
CREATE INDEX "pagos_lote_idx" ON "pagos" USING btree ("id_solicitud_pago_lote");--> statement-breakpoint
CREATE UNIQUE INDEX "venta_cargos_venta_cuenta_uq" ON "venta_cargos" USING btree ("id_venta","id_cuenta");--> statement-breakpoint
CREATE INDEX "venta_cargos_cuenta_idx" ON "venta_cargos" USING btree ("id_cuenta");--> statement-breakpoint
CREATE INDEX "venta_detalle_venta_idx" ON "venta_detalle" USING btree ("id_venta");--> statement-breakpoint
CREATE INDEX "venta_detalle_grupo_idx" ON "venta_detalle" USING btree ("id_grupo_alimenticio","id_venta");--> statement-breakpoint
CREATE UNIQUE INDEX "ventas_transaccion_uq" ON "ventas" USING btree ("id_entidad","id_transaccion");--> statement-breakpoint
CREATE INDEX "ventas_persona_subsidio_idx" ON "ventas" USING btree ("id_persona","id_subsidio");--> statement-breakpoint
CREATE INDEX "ventas_sucursal_dia_idx" ON "ventas" USING btree ("id_sucursal","dia");--> statement-breakpoint
CREATE INDEX "ventas_dia_idx" ON "ventas" USING btree ("dia","id");--> statement-breakpoint
CREATE INDEX "ventas_por_liquidar_idx" ON "ventas" USING btree ("id_entidad","dia") WHERE "ventas"."id_pago" is null and "ventas"."estado" = 'REALIZADA';--> statement-breakpoint
CREATE INDEX "ventas_pago_idx" ON "ventas" USING btree ("id_pago");--> statement-breakpoint
ALTER TABLE "codigos_verificacion" ADD CONSTRAINT "codigos_verificacion_proposito_ck" CHECK ("codigos_verificacion"."proposito" in ('CELULAR', 'ENTREGA', 'COMPRA'));