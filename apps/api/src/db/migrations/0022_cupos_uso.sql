CREATE TABLE "cupos_uso" (
	"clave" varchar(100) NOT NULL,
	"ventana" timestamp with time zone NOT NULL,
	"usados" integer NOT NULL,
	CONSTRAINT "cupos_uso_clave_ventana_pk" PRIMARY KEY("clave","ventana")
);
--> statement-breakpoint
CREATE INDEX "cupos_uso_ventana_idx" ON "cupos_uso" USING btree ("ventana");