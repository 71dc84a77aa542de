CREATE TABLE "logs_verificacion" (
	"id" integer PRIMARY KEY NOT NULL,
	"id_log" bigint NOT NULL,
	"hash" varchar(64) NOT NULL,
	"total" bigint NOT NULL,
	"fecha" timestamp with time zone NOT NULL
);
