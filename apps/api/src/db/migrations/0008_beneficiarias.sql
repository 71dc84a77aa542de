CREATE TABLE "beneficiaria_estados" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"id_beneficiaria" integer NOT NULL,
	"estado_anterior" varchar(30),
	"estado_nuevo" varchar(30) NOT NULL,
	"motivo" varchar(300),
	"_user_created" integer,
	"_user_updated" integer,
	"_created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"_updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "beneficiarias" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_persona" integer NOT NULL,
	"id_persona_titular" integer NOT NULL,
	"id_persona_titular_cobro" integer,
	"id_subsidio" integer NOT NULL,
	"id_entidad" integer NOT NULL,
	"id_sucursal" integer,
	"monto_detalle" numeric(14, 2),
	"monto_bono" numeric(14, 2),
	"nro_seguro" varchar(30),
	"nro_asignacion_inicio" integer,
	"nro_asignacion_fin" integer,
	"fecha_inicio" date,
	"fecha_fin" date,
	"nro_hijos" integer,
	"fecha_nacido_vivo" date,
	"enviar_sms" varchar(1) DEFAULT '1' NOT NULL,
	"estado" varchar(30) DEFAULT 'CREADO' NOT NULL,
	"observaciones" varchar(500),
	"_user_created" integer,
	"_user_updated" integer,
	"_created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"_updated_at" timestamp with time zone,
	CONSTRAINT "beneficiarias_estado_ck" CHECK ("beneficiarias"."estado" in ('CREADO', 'PARA_ACTIVACION', 'VERIFICADO', 'ACTIVO', 'INACTIVO', 'BLOQUEADO_CAMBIO_CELULAR', 'BLOQUEADO_INTENTOS', 'SUSPENDIDO')),
	CONSTRAINT "beneficiarias_enviar_sms_ck" CHECK ("beneficiarias"."enviar_sms" in ('0', '1')),
	CONSTRAINT "beneficiarias_montos_ck" CHECK (("beneficiarias"."monto_detalle" is null or "beneficiarias"."monto_detalle" >= 0) and ("beneficiarias"."monto_bono" is null or "beneficiarias"."monto_bono" >= 0)),
	CONSTRAINT "beneficiarias_asignacion_ck" CHECK ("beneficiarias"."nro_asignacion_inicio" is null or "beneficiarias"."nro_asignacion_fin" is null or "beneficiarias"."nro_asignacion_inicio" <= "beneficiarias"."nro_asignacion_fin")
);
--> statement-breakpoint
CREATE TABLE "trabajadores" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_persona" integer NOT NULL,
	"id_entidad" integer NOT NULL,
	"id_sucursal" integer,
	"matricula" varchar(50),
	"caja_salud" varchar(150),
	"nro_seguro" varchar(30),
	"cargo" varchar(150),
	"fecha_ingreso" date,
	"aguinaldo" numeric(14, 2),
	"estado" varchar(30) DEFAULT 'ACTIVO' NOT NULL,
	"_user_created" integer,
	"_user_updated" integer,
	"_created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"_updated_at" timestamp with time zone,
	CONSTRAINT "trabajadores_aguinaldo_ck" CHECK ("trabajadores"."aguinaldo" is null or "trabajadores"."aguinaldo" >= 0)
);
--> statement-breakpoint
ALTER TABLE "sucursales" ADD COLUMN "matricula" varchar(50);--> statement-breakpoint
ALTER TABLE "beneficiaria_estados" ADD CONSTRAINT "beneficiaria_estados_id_beneficiaria_beneficiarias_id_fk" FOREIGN KEY ("id_beneficiaria") REFERENCES "public"."beneficiarias"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beneficiarias" ADD CONSTRAINT "beneficiarias_id_persona_personas_id_fk" FOREIGN KEY ("id_persona") REFERENCES "public"."personas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beneficiarias" ADD CONSTRAINT "beneficiarias_id_persona_titular_personas_id_fk" FOREIGN KEY ("id_persona_titular") REFERENCES "public"."personas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beneficiarias" ADD CONSTRAINT "beneficiarias_id_persona_titular_cobro_personas_id_fk" FOREIGN KEY ("id_persona_titular_cobro") REFERENCES "public"."personas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beneficiarias" ADD CONSTRAINT "beneficiarias_id_subsidio_subsidios_id_fk" FOREIGN KEY ("id_subsidio") REFERENCES "public"."subsidios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beneficiarias" ADD CONSTRAINT "beneficiarias_id_entidad_entidades_id_fk" FOREIGN KEY ("id_entidad") REFERENCES "public"."entidades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beneficiarias" ADD CONSTRAINT "beneficiarias_id_sucursal_sucursales_id_fk" FOREIGN KEY ("id_sucursal") REFERENCES "public"."sucursales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trabajadores" ADD CONSTRAINT "trabajadores_id_persona_personas_id_fk" FOREIGN KEY ("id_persona") REFERENCES "public"."personas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trabajadores" ADD CONSTRAINT "trabajadores_id_entidad_entidades_id_fk" FOREIGN KEY ("id_entidad") REFERENCES "public"."entidades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trabajadores" ADD CONSTRAINT "trabajadores_id_sucursal_sucursales_id_fk" FOREIGN KEY ("id_sucursal") REFERENCES "public"."sucursales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "beneficiaria_estados_beneficiaria_idx" ON "beneficiaria_estados" USING btree ("id_beneficiaria","id");--> statement-breakpoint
CREATE UNIQUE INDEX "beneficiarias_persona_subsidio_entidad_uq" ON "beneficiarias" USING btree ("id_persona","id_subsidio","id_entidad");--> statement-breakpoint
CREATE INDEX "beneficiarias_entidad_estado_idx" ON "beneficiarias" USING btree ("id_entidad","estado","id");--> statement-breakpoint
CREATE INDEX "beneficiarias_entidad_sucursal_idx" ON "beneficiarias" USING btree ("id_entidad","id_sucursal");--> statement-breakpoint
CREATE INDEX "beneficiarias_titular_idx" ON "beneficiarias" USING btree ("id_persona_titular");--> statement-breakpoint
CREATE INDEX "beneficiarias_subsidio_estado_idx" ON "beneficiarias" USING btree ("id_subsidio","estado");--> statement-breakpoint
CREATE UNIQUE INDEX "trabajadores_entidad_persona_uq" ON "trabajadores" USING btree ("id_entidad","id_persona");--> statement-breakpoint
CREATE INDEX "trabajadores_entidad_sucursal_idx" ON "trabajadores" USING btree ("id_entidad","id_sucursal");--> statement-breakpoint
CREATE INDEX "trabajadores_persona_idx" ON "trabajadores" USING btree ("id_persona");--> statement-breakpoint
CREATE INDEX "sucursales_entidad_ovt_idx" ON "sucursales" USING btree ("id_entidad","id_sucursal_ovt");--> statement-breakpoint
CREATE UNIQUE INDEX "personas_movil_uq" ON "personas" USING btree ("movil") WHERE "personas"."movil" is not null;