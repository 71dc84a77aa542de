CREATE TABLE "departamentos" (
	"id" serial PRIMARY KEY NOT NULL,
	"codigo" varchar(2) NOT NULL,
	"nombre" varchar(100) NOT NULL,
	"latitud" double precision,
	"longitud" double precision,
	CONSTRAINT "departamentos_codigo_unique" UNIQUE("codigo")
);
--> statement-breakpoint
CREATE TABLE "municipios" (
	"id" serial PRIMARY KEY NOT NULL,
	"codigo_completo" varchar(6) NOT NULL,
	"nombre" varchar(150) NOT NULL,
	"nombre_alternativo" varchar(200),
	"id_provincia" integer NOT NULL,
	"latitud" double precision,
	"longitud" double precision,
	CONSTRAINT "municipios_codigo_completo_unique" UNIQUE("codigo_completo")
);
--> statement-breakpoint
CREATE TABLE "provincias" (
	"id" serial PRIMARY KEY NOT NULL,
	"codigo" varchar(4) NOT NULL,
	"nombre" varchar(150) NOT NULL,
	"nombre_largo" varchar(200),
	"id_departamento" integer NOT NULL,
	CONSTRAINT "provincias_codigo_unique" UNIQUE("codigo")
);
--> statement-breakpoint
CREATE TABLE "entidades" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(150) NOT NULL,
	"sigla" varchar(20),
	"descripcion" varchar(500),
	"email" varchar(100),
	"telefonos" varchar(500),
	"direccion" varchar(500),
	"codigo_portal" varchar(20),
	"web" varchar(100),
	"estado" varchar(30) DEFAULT 'ACTIVO' NOT NULL,
	"proveedor" boolean DEFAULT false NOT NULL,
	"origen" varchar(20) DEFAULT 'PROBOLIVIA' NOT NULL,
	"tipo" varchar(20) DEFAULT 'PRIVADA' NOT NULL,
	"nit" varchar(25),
	"matricula_comercio" varchar(50),
	"matriculas_comercio" text[] DEFAULT '{}'::text[] NOT NULL,
	"razon_social" varchar(255),
	"id_entidad_ovt" integer,
	"departamento" varchar(100),
	"provincia" varchar(150),
	"municipio" varchar(150),
	"dpa" varchar(6),
	"_user_created" integer,
	"_user_updated" integer,
	"_created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"_updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sucursales" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(150) NOT NULL,
	"direccion_completa" varchar(500),
	"departamento" varchar(100),
	"provincia" varchar(150),
	"municipio" varchar(150),
	"telefonos" varchar(200),
	"estado" varchar(30) DEFAULT 'ACTIVO' NOT NULL,
	"tipo" varchar(20) DEFAULT 'PUNTO_VENTA' NOT NULL,
	"id_entidad" integer NOT NULL,
	"id_sucursal_ovt" integer,
	"dpa" varchar(6),
	"latitud" numeric(10, 7),
	"longitud" numeric(10, 7),
	"_user_created" integer,
	"_user_updated" integer,
	"_created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"_updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "modulos" (
	"id" serial PRIMARY KEY NOT NULL,
	"ruta" varchar(50) NOT NULL,
	"label" varchar(50) NOT NULL,
	"icono" varchar(30),
	"orden" integer DEFAULT 0 NOT NULL,
	"estado" varchar(30) DEFAULT 'ACTIVO' NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"id_modulo" integer,
	"_user_created" integer,
	"_user_updated" integer,
	"_created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"_updated_at" timestamp with time zone,
	CONSTRAINT "modulos_ruta_unique" UNIQUE("ruta")
);
--> statement-breakpoint
CREATE TABLE "permisos" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_modulo" integer NOT NULL,
	"id_rol" integer NOT NULL,
	"create" boolean DEFAULT false NOT NULL,
	"read" boolean DEFAULT false NOT NULL,
	"update" boolean DEFAULT false NOT NULL,
	"delete" boolean DEFAULT false NOT NULL,
	"csv" boolean DEFAULT false NOT NULL,
	"firma" boolean DEFAULT false NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	"_user_created" integer,
	"_user_updated" integer,
	"_created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"_updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "personas" (
	"id" serial PRIMARY KEY NOT NULL,
	"tipo_documento" varchar(20) DEFAULT 'CI' NOT NULL,
	"nro_documento" varchar(20) NOT NULL,
	"complemento" varchar(2),
	"fecha_nacimiento" date,
	"nombres" varchar(100) NOT NULL,
	"primer_apellido" varchar(100),
	"segundo_apellido" varchar(100),
	"nacionalidad" varchar(50),
	"pais_nacimiento" varchar(50),
	"genero" varchar(1),
	"movil" varchar(30),
	"telefono" varchar(30),
	"estado" varchar(30) DEFAULT 'ACTIVO' NOT NULL,
	"estado_verificacion" varchar(30),
	"_user_created" integer,
	"_user_updated" integer,
	"_created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"_updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"codigo" varchar(30) NOT NULL,
	"nombre" varchar(50) NOT NULL,
	"descripcion" varchar(500) NOT NULL,
	"estado" varchar(30) DEFAULT 'ACTIVO' NOT NULL,
	"_user_created" integer,
	"_user_updated" integer,
	"_created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"_updated_at" timestamp with time zone,
	CONSTRAINT "roles_codigo_unique" UNIQUE("codigo"),
	CONSTRAINT "roles_nombre_unique" UNIQUE("nombre")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"id_usuario" integer NOT NULL,
	"ip" varchar(64),
	"user_agent" varchar(300),
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "usuarios" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario" varchar(50) NOT NULL,
	"contrasena" text NOT NULL,
	"email" varchar(100),
	"cargo" varchar(100),
	"estado" varchar(30) DEFAULT 'ACTIVO' NOT NULL,
	"id_rol" integer NOT NULL,
	"id_entidad" integer,
	"id_sucursal" integer,
	"id_persona" integer,
	"doble" boolean DEFAULT false NOT NULL,
	"username_ovt" varchar(50),
	"username_probolivia" varchar(50),
	"matricula_comercio_pb" varchar(50),
	"matriculas_comercio_pb" text[] DEFAULT '{}'::text[] NOT NULL,
	"lang" varchar(5) DEFAULT 'es' NOT NULL,
	"intentos_fallidos" integer DEFAULT 0 NOT NULL,
	"bloqueado_hasta" timestamp with time zone,
	"cambiar_contrasena" boolean DEFAULT false NOT NULL,
	"ultimo_ingreso" timestamp with time zone,
	"_user_created" integer,
	"_user_updated" integer,
	"_created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"_updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ajustes_sistema" (
	"clave" varchar(50) PRIMARY KEY NOT NULL,
	"valor" text NOT NULL,
	"_created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"nivel" varchar(20) NOT NULL,
	"tipo" varchar(50) NOT NULL,
	"mensaje" text NOT NULL,
	"referencia" text,
	"ip" varchar(64),
	"fecha" timestamp (3) with time zone NOT NULL,
	"usuario" varchar(50),
	"id_usuario" integer,
	"hash_anterior" varchar(64) NOT NULL,
	"hash" varchar(64) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parametros" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(50) NOT NULL,
	"valor" varchar(50) NOT NULL,
	"label" varchar(50) NOT NULL,
	"descripcion" varchar(500),
	"estado" varchar(30) DEFAULT 'ACTIVO' NOT NULL,
	"_user_created" integer,
	"_user_updated" integer,
	"_created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"_updated_at" timestamp with time zone,
	CONSTRAINT "parametros_nombre_unique" UNIQUE("nombre")
);
--> statement-breakpoint
CREATE TABLE "servicios_iop" (
	"id" serial PRIMARY KEY NOT NULL,
	"codigo" varchar(20) NOT NULL,
	"metodo" varchar(100) NOT NULL,
	"descripcion" varchar(500),
	"entidad" varchar(255),
	"url" varchar(1000) NOT NULL,
	"token" varchar(3000),
	"tipo" varchar(20) DEFAULT 'CONVENIO' NOT NULL,
	"estado" varchar(30) DEFAULT 'ACTIVO' NOT NULL,
	"_user_created" integer,
	"_user_updated" integer,
	"_created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"_updated_at" timestamp with time zone,
	CONSTRAINT "servicios_iop_codigo_unique" UNIQUE("codigo")
);
--> statement-breakpoint
ALTER TABLE "municipios" ADD CONSTRAINT "municipios_id_provincia_provincias_id_fk" FOREIGN KEY ("id_provincia") REFERENCES "public"."provincias"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provincias" ADD CONSTRAINT "provincias_id_departamento_departamentos_id_fk" FOREIGN KEY ("id_departamento") REFERENCES "public"."departamentos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sucursales" ADD CONSTRAINT "sucursales_id_entidad_entidades_id_fk" FOREIGN KEY ("id_entidad") REFERENCES "public"."entidades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permisos" ADD CONSTRAINT "permisos_id_modulo_modulos_id_fk" FOREIGN KEY ("id_modulo") REFERENCES "public"."modulos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permisos" ADD CONSTRAINT "permisos_id_rol_roles_id_fk" FOREIGN KEY ("id_rol") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_id_usuario_usuarios_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuarios" ADD CONSTRAINT "usuarios_id_rol_roles_id_fk" FOREIGN KEY ("id_rol") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuarios" ADD CONSTRAINT "usuarios_id_entidad_entidades_id_fk" FOREIGN KEY ("id_entidad") REFERENCES "public"."entidades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuarios" ADD CONSTRAINT "usuarios_id_sucursal_sucursales_id_fk" FOREIGN KEY ("id_sucursal") REFERENCES "public"."sucursales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuarios" ADD CONSTRAINT "usuarios_id_persona_personas_id_fk" FOREIGN KEY ("id_persona") REFERENCES "public"."personas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "municipios_provincia_idx" ON "municipios" USING btree ("id_provincia");--> statement-breakpoint
CREATE INDEX "provincias_departamento_idx" ON "provincias" USING btree ("id_departamento");--> statement-breakpoint
CREATE INDEX "entidades_nit_idx" ON "entidades" USING btree ("nit");--> statement-breakpoint
CREATE INDEX "entidades_nombre_idx" ON "entidades" USING btree (lower("nombre"));--> statement-breakpoint
CREATE INDEX "entidades_estado_idx" ON "entidades" USING btree ("estado");--> statement-breakpoint
CREATE INDEX "entidades_proveedor_origen_idx" ON "entidades" USING btree ("proveedor","origen");--> statement-breakpoint
CREATE INDEX "entidades_tipo_idx" ON "entidades" USING btree ("tipo");--> statement-breakpoint
CREATE INDEX "sucursales_entidad_tipo_idx" ON "sucursales" USING btree ("id_entidad","tipo");--> statement-breakpoint
CREATE INDEX "sucursales_estado_idx" ON "sucursales" USING btree ("estado");--> statement-breakpoint
CREATE INDEX "modulos_padre_idx" ON "modulos" USING btree ("id_modulo");--> statement-breakpoint
CREATE INDEX "modulos_label_idx" ON "modulos" USING btree (lower("label"));--> statement-breakpoint
CREATE UNIQUE INDEX "permisos_modulo_rol_uq" ON "permisos" USING btree ("id_modulo","id_rol");--> statement-breakpoint
CREATE INDEX "permisos_rol_idx" ON "permisos" USING btree ("id_rol");--> statement-breakpoint
CREATE UNIQUE INDEX "personas_documento_uq" ON "personas" USING btree ("tipo_documento","nro_documento",coalesce("complemento", ''));--> statement-breakpoint
CREATE INDEX "personas_nombre_idx" ON "personas" USING btree ("nombres","primer_apellido");--> statement-breakpoint
CREATE INDEX "sessions_usuario_idx" ON "sessions" USING btree ("id_usuario");--> statement-breakpoint
CREATE UNIQUE INDEX "usuarios_usuario_uq" ON "usuarios" USING btree (lower("usuario"));--> statement-breakpoint
CREATE INDEX "usuarios_email_idx" ON "usuarios" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "usuarios_rol_idx" ON "usuarios" USING btree ("id_rol");--> statement-breakpoint
CREATE INDEX "usuarios_entidad_idx" ON "usuarios" USING btree ("id_entidad");--> statement-breakpoint
CREATE INDEX "usuarios_estado_idx" ON "usuarios" USING btree ("estado");--> statement-breakpoint
CREATE INDEX "usuarios_persona_idx" ON "usuarios" USING btree ("id_persona");--> statement-breakpoint
CREATE INDEX "logs_fecha_idx" ON "logs" USING btree ("fecha" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "logs_nivel_fecha_idx" ON "logs" USING btree ("nivel","fecha" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "logs_tipo_fecha_idx" ON "logs" USING btree ("tipo","fecha" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "logs_usuario_idx" ON "logs" USING btree ("usuario");