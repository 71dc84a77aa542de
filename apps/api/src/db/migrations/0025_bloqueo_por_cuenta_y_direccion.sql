CREATE TABLE "login_demoras" (
	"usuario" varchar(50) PRIMARY KEY NOT NULL,
	"fallos" integer DEFAULT 0 NOT NULL,
	"siguiente_intento" timestamp with time zone,
	"ventana_inicio" timestamp with time zone NOT NULL,
	"ventana_fallos" integer DEFAULT 0 NOT NULL,
	"rechazado" boolean DEFAULT false NOT NULL,
	"actualizado" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- The old counts were per name only; they are a few minutes' worth of state and start again.
DELETE FROM "login_intentos";--> statement-breakpoint
ALTER TABLE "login_intentos" DROP CONSTRAINT "login_intentos_pkey";--> statement-breakpoint
ALTER TABLE "login_intentos" ADD COLUMN "ip" varchar(64) NOT NULL;--> statement-breakpoint
ALTER TABLE "login_intentos" ADD CONSTRAINT "login_intentos_usuario_ip_pk" PRIMARY KEY("usuario","ip");--> statement-breakpoint
CREATE INDEX "login_demoras_actualizado_idx" ON "login_demoras" USING btree ("actualizado");