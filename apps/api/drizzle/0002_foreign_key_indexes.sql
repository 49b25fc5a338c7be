ALTER TABLE "evaluation_options" DROP CONSTRAINT "evaluation_options_label_unique";--> statement-breakpoint
ALTER TABLE "certificates" DROP CONSTRAINT "certificates_event_id_events_id_fk";
--> statement-breakpoint
DROP INDEX "presence_items_module_idx";--> statement-breakpoint
DROP INDEX "certificates_user_event_key";--> statement-breakpoint
ALTER TABLE "certificates" ALTER COLUMN "event_id" DROP NOT NULL;--> statement-breakpoint
-- Hand-edited: existing certificates take their event's AFAS id before the column becomes required.
ALTER TABLE "certificates" ADD COLUMN "event_afas_id" text;--> statement-breakpoint
UPDATE "certificates" SET "event_afas_id" = "events"."afas_id" FROM "events" WHERE "events"."id" = "certificates"."event_id";--> statement-breakpoint
ALTER TABLE "certificates" ALTER COLUMN "event_afas_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_keys_created_by_idx" ON "api_keys" USING btree ("created_by_id");--> statement-breakpoint
CREATE INDEX "audit_events_actor_idx" ON "audit_events" USING btree ("actor_id") WHERE "audit_events"."actor_id" is not null;--> statement-breakpoint
CREATE INDEX "sessions_impersonator_idx" ON "sessions" USING btree ("impersonator_id") WHERE "sessions"."impersonator_id" is not null;--> statement-breakpoint
CREATE INDEX "users_avatar_file_idx" ON "users" USING btree ("avatar_file_id") WHERE "users"."avatar_file_id" is not null;--> statement-breakpoint
CREATE INDEX "users_specialisation_idx" ON "users" USING btree ("specialisation_id") WHERE "users"."specialisation_id" is not null;--> statement-breakpoint
CREATE INDEX "education_material_files_file_idx" ON "education_material_files" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "education_materials_created_by_idx" ON "education_materials" USING btree ("created_by_id");--> statement-breakpoint
CREATE INDEX "notes_author_idx" ON "notes" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "periods_practical_trainer_idx" ON "periods" USING btree ("practical_trainer_id") WHERE "periods"."practical_trainer_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "evaluation_options_label_key" ON "evaluation_options" USING btree (lower("label"));--> statement-breakpoint
CREATE INDEX "form_attachments_file_idx" ON "form_attachments" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "form_evaluation_options_option_idx" ON "form_evaluation_options" USING btree ("option_id");--> statement-breakpoint
CREATE INDEX "forms_created_by_idx" ON "forms" USING btree ("created_by_id");--> statement-breakpoint
CREATE INDEX "assignment_containers_form_idx" ON "assignment_containers" USING btree ("form_id") WHERE "assignment_containers"."form_id" is not null;--> statement-breakpoint
CREATE INDEX "modules_form_idx" ON "modules" USING btree ("form_id") WHERE "modules"."form_id" is not null;--> statement-breakpoint
CREATE INDEX "access_tokens_invited_by_idx" ON "access_tokens" USING btree ("invited_by_id");--> statement-breakpoint
CREATE INDEX "assignments_created_by_idx" ON "assignments" USING btree ("created_by_id");--> statement-breakpoint
CREATE INDEX "assignments_valuation_option_idx" ON "assignments" USING btree ("valuation_option_id") WHERE "assignments"."valuation_option_id" is not null;--> statement-breakpoint
CREATE INDEX "entries_form_idx" ON "entries" USING btree ("form_id");--> statement-breakpoint
CREATE INDEX "entries_created_by_idx" ON "entries" USING btree ("created_by_id");--> statement-breakpoint
CREATE INDEX "entries_access_token_idx" ON "entries" USING btree ("access_token_id") WHERE "entries"."access_token_id" is not null;--> statement-breakpoint
CREATE INDEX "entry_value_assignments_assignment_idx" ON "entry_value_assignments" USING btree ("assignment_id");--> statement-breakpoint
CREATE INDEX "entry_value_options_option_idx" ON "entry_value_options" USING btree ("option_id");--> statement-breakpoint
CREATE INDEX "evaluations_evaluator_idx" ON "evaluations" USING btree ("evaluator_id");--> statement-breakpoint
CREATE INDEX "evaluations_valuation_option_idx" ON "evaluations" USING btree ("valuation_option_id") WHERE "evaluations"."valuation_option_id" is not null;--> statement-breakpoint
CREATE INDEX "messages_author_idx" ON "messages" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "messages_access_token_idx" ON "messages" USING btree ("access_token_id") WHERE "messages"."access_token_id" is not null;--> statement-breakpoint
CREATE INDEX "certificates_event_idx" ON "certificates" USING btree ("event_id") WHERE "certificates"."event_id" is not null;--> statement-breakpoint
CREATE INDEX "certificates_file_idx" ON "certificates" USING btree ("file_id") WHERE "certificates"."file_id" is not null;--> statement-breakpoint
CREATE INDEX "enrolments_module_idx" ON "enrolments" USING btree ("module_id");--> statement-breakpoint
CREATE UNIQUE INDEX "presence_items_module_session_key" ON "presence_items" USING btree ("module_id","session_id");--> statement-breakpoint
CREATE INDEX "presence_items_session_idx" ON "presence_items" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "presence_items_catching_up_event_idx" ON "presence_items" USING btree ("catching_up_event_id") WHERE "presence_items"."catching_up_event_id" is not null;--> statement-breakpoint
CREATE INDEX "presence_items_catching_up_session_idx" ON "presence_items" USING btree ("catching_up_session_id") WHERE "presence_items"."catching_up_session_id" is not null;--> statement-breakpoint
CREATE INDEX "presence_items_catching_up_item_idx" ON "presence_items" USING btree ("catching_up_presence_item_id") WHERE "presence_items"."catching_up_presence_item_id" is not null;--> statement-breakpoint
CREATE INDEX "presence_items_catching_up_assignment_idx" ON "presence_items" USING btree ("catching_up_assignment_id") WHERE "presence_items"."catching_up_assignment_id" is not null;--> statement-breakpoint
CREATE INDEX "workshop_registrations_enrolment_idx" ON "workshop_registrations" USING btree ("enrolment_id");--> statement-breakpoint
CREATE INDEX "notifications_assignment_idx" ON "notifications" USING btree ("assignment_id") WHERE "notifications"."assignment_id" is not null;--> statement-breakpoint
CREATE INDEX "notifications_issue_idx" ON "notifications" USING btree ("issue_id") WHERE "notifications"."issue_id" is not null;--> statement-breakpoint
CREATE INDEX "news_files_file_idx" ON "news_files" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "news_items_image_file_idx" ON "news_items" USING btree ("image_file_id") WHERE "news_items"."image_file_id" is not null;--> statement-breakpoint
CREATE INDEX "news_reads_news_idx" ON "news_reads" USING btree ("news_id");--> statement-breakpoint
CREATE INDEX "faq_item_files_file_idx" ON "faq_item_files" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "sync_issues_resolved_by_idx" ON "sync_issues" USING btree ("resolved_by_id") WHERE "sync_issues"."resolved_by_id" is not null;--> statement-breakpoint
CREATE INDEX "mail_outbox_user_idx" ON "mail_outbox" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_user_event_key" ON "certificates" USING btree ("user_id","event_afas_id");