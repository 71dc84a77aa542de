CREATE TABLE "codigos_verificacion" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_persona" integer NOT NULL,
	"numero_celular" varchar(15) NOT NULL,
	"proposito" varchar(20) NOT NULL,
	"codigo_hash" varchar(128) NOT NULL,
	"expira" timestamp with time zone NOT NULL,
	"intentos" integer DEFAULT 0 NOT NULL,
	"estado" varchar(20) DEFAULT 'PENDIENTE' NOT NULL,
	"id_mensaje" varchar(100),
	"_user_created" integer,
	"_user_updated" integer,
	"_created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"_updated_at" timestamp with time zone,
	CONSTRAINT "codigos_verificacion_proposito_ck" CHECK ("codigos_verificacion"."proposito" in ('CELULAR', 'ENTREGA')),
	CONSTRAINT "codigos_verificacion_estado_ck" CHECK ("codigos_verificacion"."estado" in ('PENDIENTE', 'VERIFICADO', 'VENCIDO', 'AGOTADO', 'REEMPLAZADO')),
	CONSTRAINT "codigos_verificacion_intentos_ck" CHECK ("codigos_verificacion"."intentos" between 0 and 3)
);
--> statement-breakpoint
CREATE TABLE "entregas" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_beneficiaria" integer NOT NULL,
	"id_subsidio" integer NOT NULL,
	"nro_asignacion" integer NOT NULL,
	"origen" varchar(120) NOT NULL,
	"monto" numeric(14, 2) NOT NULL,
	"habilitada_desde" date NOT NULL,
	"fecha_limite" date NOT NULL,
	"estado" varchar(20) DEFAULT 'HABILITADO' NOT NULL,
	"fecha_entrega" timestamp with time zone,
	"id_paquete" integer,
	"id_sucursal" integer,
	"medio" varchar(10),
	"id_movimiento" bigint,
	"_user_created" integer,
	"_user_updated" integer,
	"_created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"_updated_at" timestamp with time zone,
	CONSTRAINT "entregas_estado_ck" CHECK ("entregas"."estado" in ('HABILITADO', 'ENTREGADO')),
	CONSTRAINT "entregas_monto_ck" CHECK ("entregas"."monto" > 0),
	CONSTRAINT "entregas_medio_ck" CHECK ("entregas"."medio" is null or "entregas"."medio" in ('TARJETA', 'SMS')),
	CONSTRAINT "entregas_entregada_ck" CHECK (("entregas"."estado" = 'ENTREGADO') = ("entregas"."fecha_entrega" is not null and "entregas"."id_movimiento" is not null and "entregas"."id_paquete" is not null and "entregas"."id_sucursal" is not null and "entregas"."medio" is not null))
);
--> statement-breakpoint
CREATE TABLE "inscripciones" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_beneficiaria" integer NOT NULL,
	"codigo_inscripcion" varchar(50) NOT NULL,
	"id_municipio" integer NOT NULL,
	"medico_nombres" varchar(150) NOT NULL,
	"medico_primer_apellido" varchar(100),
	"medico_segundo_apellido" varchar(100),
	"medico_matricula" varchar(50),
	"_user_created" integer,
	"_user_updated" integer,
	"_created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"_updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tarjetas" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" varchar(50) NOT NULL,
	"lote" varchar(50) NOT NULL,
	"estado" varchar(20) DEFAULT 'REGISTRADO' NOT NULL,
	"id_beneficiaria" integer,
	"fecha_asignacion" timestamp with time zone,
	"fecha_baja" timestamp with time zone,
	"_user_created" integer,
	"_user_updated" integer,
	"_created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"_updated_at" timestamp with time zone,
	CONSTRAINT "tarjetas_estado_ck" CHECK ("tarjetas"."estado" in ('REGISTRADO', 'ASIGNADO', 'ANULADO')),
	CONSTRAINT "tarjetas_asignacion_ck" CHECK (("tarjetas"."estado" <> 'ASIGNADO' or "tarjetas"."id_beneficiaria" is not null) and ("tarjetas"."estado" <> 'REGISTRADO' or "tarjetas"."id_beneficiaria" is null))
);
--> statement-breakpoint
ALTER TABLE "codigos_verificacion" ADD CONSTRAINT "codigos_verificacion_id_persona_personas_id_fk" FOREIGN KEY ("id_persona") REFERENCES "public"."personas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entregas" ADD CONSTRAINT "entregas_id_beneficiaria_beneficiarias_id_fk" FOREIGN KEY ("id_beneficiaria") REFERENCES "public"."beneficiarias"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entregas" ADD CONSTRAINT "entregas_id_subsidio_subsidios_id_fk" FOREIGN KEY ("id_subsidio") REFERENCES "public"."subsidios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entregas" ADD CONSTRAINT "entregas_id_paquete_paquetes_id_fk" FOREIGN KEY ("id_paquete") REFERENCES "public"."paquetes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entregas" ADD CONSTRAINT "entregas_id_sucursal_sucursales_id_fk" FOREIGN KEY ("id_sucursal") REFERENCES "public"."sucursales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entregas" ADD CONSTRAINT "entregas_id_movimiento_movimientos_id_fk" FOREIGN KEY ("id_movimiento") REFERENCES "public"."movimientos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inscripciones" ADD CONSTRAINT "inscripciones_id_beneficiaria_beneficiarias_id_fk" FOREIGN KEY ("id_beneficiaria") REFERENCES "public"."beneficiarias"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inscripciones" ADD CONSTRAINT "inscripciones_id_municipio_municipios_id_fk" FOREIGN KEY ("id_municipio") REFERENCES "public"."municipios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tarjetas" ADD CONSTRAINT "tarjetas_id_beneficiaria_beneficiarias_id_fk" FOREIGN KEY ("id_beneficiaria") REFERENCES "public"."beneficiarias"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "codigos_verificacion_persona_idx" ON "codigos_verificacion" USING btree ("id_persona","proposito","id");--> statement-breakpoint
CREATE UNIQUE INDEX "codigos_verificacion_pendiente_uq" ON "codigos_verificacion" USING btree ("id_persona","proposito") WHERE "codigos_verificacion"."estado" = 'PENDIENTE';--> statement-breakpoint
CREATE UNIQUE INDEX "entregas_origen_uq" ON "entregas" USING btree ("origen");--> statement-breakpoint
CREATE INDEX "entregas_beneficiaria_idx" ON "entregas" USING btree ("id_beneficiaria","estado","nro_asignacion");--> statement-breakpoint
CREATE INDEX "entregas_subsidio_estado_idx" ON "entregas" USING btree ("id_subsidio","estado");--> statement-breakpoint
CREATE UNIQUE INDEX "inscripciones_beneficiaria_uq" ON "inscripciones" USING btree ("id_beneficiaria");--> statement-breakpoint
CREATE INDEX "inscripciones_codigo_idx" ON "inscripciones" USING btree ("codigo_inscripcion");--> statement-breakpoint
CREATE UNIQUE INDEX "tarjetas_uuid_uq" ON "tarjetas" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "tarjetas_lote_idx" ON "tarjetas" USING btree ("lote");--> statement-breakpoint
CREATE INDEX "tarjetas_estado_idx" ON "tarjetas" USING btree ("estado","id");--> statement-breakpoint
CREATE UNIQUE INDEX "tarjetas_beneficiaria_asignada_uq" ON "tarjetas" USING btree ("id_beneficiaria") WHERE "tarjetas"."estado" = 'ASIGNADO';--> statement-breakpoint
CREATE INDEX "tarjetas_beneficiaria_idx" ON "tarjetas" USING btree ("id_beneficiaria");--> statement-breakpoint
-- Issue 15: a card is assigned to at most one beneficiary, ever. Once a card has a beneficiary it
-- keeps that one; an ASIGNADO card can only be annulled, an ANULADO card never comes back, and the
-- uuid and batch never change. Whoever writes the table, the database refuses anything else.
CREATE FUNCTION tarjetas_inmutables() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.uuid IS DISTINCT FROM OLD.uuid OR NEW.lote IS DISTINCT FROM OLD.lote THEN
    RAISE EXCEPTION 'tarjeta %: el uuid y el lote no cambian', OLD.id USING ERRCODE = 'check_violation', CONSTRAINT = 'tarjetas_inmutables_ck';
  END IF;
  IF OLD.id_beneficiaria IS NOT NULL AND NEW.id_beneficiaria IS DISTINCT FROM OLD.id_beneficiaria THEN
    RAISE EXCEPTION 'tarjeta %: ya fue asignada a otra beneficiaria', OLD.id USING ERRCODE = 'check_violation', CONSTRAINT = 'tarjetas_una_beneficiaria_ck';
  END IF;
  IF (OLD.estado = 'ANULADO' AND NEW.estado <> 'ANULADO') OR (OLD.estado = 'ASIGNADO' AND NEW.estado = 'REGISTRADO') THEN
    RAISE EXCEPTION 'tarjeta %: de % no se vuelve a %', OLD.id, OLD.estado, NEW.estado USING ERRCODE = 'check_violation', CONSTRAINT = 'tarjetas_una_beneficiaria_ck';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER tarjetas_inmutables BEFORE UPDATE ON tarjetas FOR EACH ROW EXECUTE FUNCTION tarjetas_inmutables();
--> statement-breakpoint
CREATE FUNCTION tarjetas_sin_borrar() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'las tarjetas no se borran: se anulan' USING ERRCODE = 'check_violation', CONSTRAINT = 'tarjetas_una_beneficiaria_ck';
END $$;
--> statement-breakpoint
CREATE TRIGGER tarjetas_sin_borrar BEFORE DELETE ON tarjetas FOR EACH ROW EXECUTE FUNCTION tarjetas_sin_borrar();
