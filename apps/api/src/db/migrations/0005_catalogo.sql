CREATE TABLE "alimentos" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(150) NOT NULL,
	"unidad" varchar(150) NOT NULL,
	"id_grupo_alimenticio" integer NOT NULL,
	"id_entidad" integer,
	"precio" numeric(14, 2),
	"estado" varchar(30) DEFAULT 'ACTIVO' NOT NULL,
	"_user_created" integer,
	"_user_updated" integer,
	"_created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"_updated_at" timestamp with time zone,
	CONSTRAINT "alimentos_precio_ck" CHECK (("alimentos"."id_entidad" is null and "alimentos"."precio" is null) or ("alimentos"."id_entidad" is not null and "alimentos"."precio" > 0))
);
--> statement-breakpoint
CREATE TABLE "grupos_alimenticios" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(150) NOT NULL,
	"sigla" varchar(20),
	"descripcion" varchar(300),
	"estado" varchar(30) DEFAULT 'CREADO' NOT NULL,
	"_user_created" integer,
	"_user_updated" integer,
	"_created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"_updated_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "alimentos" ADD CONSTRAINT "alimentos_id_grupo_alimenticio_grupos_alimenticios_id_fk" FOREIGN KEY ("id_grupo_alimenticio") REFERENCES "public"."grupos_alimenticios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alimentos" ADD CONSTRAINT "alimentos_id_entidad_entidades_id_fk" FOREIGN KEY ("id_entidad") REFERENCES "public"."entidades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alimentos_nombre_unidad_uq" ON "alimentos" USING btree (coalesce("id_entidad", 0),lower("nombre"),lower("unidad"));--> statement-breakpoint
CREATE INDEX "alimentos_entidad_estado_idx" ON "alimentos" USING btree ("id_entidad","estado");--> statement-breakpoint
CREATE INDEX "alimentos_grupo_idx" ON "alimentos" USING btree ("id_grupo_alimenticio");--> statement-breakpoint
CREATE UNIQUE INDEX "grupos_alimenticios_nombre_uq" ON "grupos_alimenticios" USING btree (lower("nombre"));--> statement-breakpoint
CREATE UNIQUE INDEX "grupos_alimenticios_sigla_uq" ON "grupos_alimenticios" USING btree (upper("sigla")) WHERE "grupos_alimenticios"."sigla" is not null;--> statement-breakpoint
CREATE INDEX "grupos_alimenticios_estado_idx" ON "grupos_alimenticios" USING btree ("estado");