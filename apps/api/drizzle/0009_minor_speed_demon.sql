ALTER TABLE "periods" ADD COLUMN "afas_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "periods_afas_id_key" ON "periods" USING btree ("afas_id");