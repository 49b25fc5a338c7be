DROP INDEX "entries_form_idx";--> statement-breakpoint
CREATE INDEX "entries_form_idx" ON "entries" USING btree ("form_id","assignment_id");