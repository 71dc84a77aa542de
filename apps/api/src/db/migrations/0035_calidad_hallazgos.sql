CREATE TABLE "calidad_corridas" (
	"id" serial PRIMARY KEY NOT NULL,
	"dia" date NOT NULL,
	"calculado_en" timestamp with time zone NOT NULL,
	"id_usuario" integer,
	"duracion_ms" integer NOT NULL,
	"filas" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calidad_hallazgos" (
	"reporte" text NOT NULL,
	"clave" text NOT NULL,
	"documento" text,
	"nombre" text,
	"detalle" text NOT NULL,
	CONSTRAINT "calidad_hallazgos_pk" PRIMARY KEY("reporte","clave")
);
--> statement-breakpoint
ALTER TABLE "calidad_corridas" ADD CONSTRAINT "calidad_corridas_id_usuario_usuarios_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;