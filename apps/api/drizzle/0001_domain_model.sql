CREATE TYPE "public"."access_token_status" AS ENUM('new', 'used');--> statement-breakpoint
CREATE TYPE "public"."api_key_role" AS ENUM('ROLE_SYNCHRONIZE_AFAS', 'ROLE_CREATE_NOTIFICATIONS', 'ROLE_REGISTER_USERS');--> statement-breakpoint
CREATE TYPE "public"."assignment_state" AS ENUM('open', 'rejected', 'in_review', 'finished', 'excemption');--> statement-breakpoint
CREATE TYPE "public"."audit_event_type" AS ENUM('login', 'login_failed', 'two_factor_failed', 'logout', 'password_changed', 'two_factor_changed', 'impersonation_started', 'impersonation_stopped', 'account_activated', 'roles_changed', 'user_merged', 'api_key_changed');--> statement-breakpoint
CREATE TYPE "public"."auth_method" AS ENUM('none', 'email', 'authenticator');--> statement-breakpoint
CREATE TYPE "public"."education_staff_role" AS ENUM('institute_educator', 'practical_trainer', 'program_assistant');--> statement-breakpoint
CREATE TYPE "public"."enrolment_status" AS ENUM('enrolled', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."entry_status" AS ENUM('draft', 'submitted');--> statement-breakpoint
CREATE TYPE "public"."event_staff_role" AS ENUM('educator', 'teacher', 'program_assistant');--> statement-breakpoint
CREATE TYPE "public"."event_status" AS ENUM('provisional', 'definitive', 'finished');--> statement-breakpoint
CREATE TYPE "public"."form_field_type" AS ENUM('section', 'likert', 'file-upload', 'choicelist', 'text', 'number', 'textarea', 'product', 'date', 'signature', 'title', 'request-points', 'request-amount', 'internship-type');--> statement-breakpoint
CREATE TYPE "public"."gender" AS ENUM('M', 'V', 'O');--> statement-breakpoint
CREATE TYPE "public"."mail_status" AS ENUM('pending', 'sending', 'sent', 'failed');--> statement-breakpoint
CREATE TYPE "public"."module_kind" AS ENUM('education', 'practical', 'guidance', 'epa', 'request');--> statement-breakpoint
CREATE TYPE "public"."module_status" AS ENUM('definitely_placed', 'finished', 'finished_less_points', 'excemption');--> statement-breakpoint
CREATE TYPE "public"."module_type_code" AS ENUM('IO', 'IKO', 'EKO', 'PRK', 'STA', 'EPA', 'AANVRAAG', 'BEG');--> statement-breakpoint
CREATE TYPE "public"."notification_type" AS ENUM('MoodleNotification', 'AssignmentEvaluated', 'AssignmentMessage', 'ResetEvaluation', 'AssignmentRejected', 'EvaluatorAssigned', 'ExternalSavedAssignmentFormEntry', 'AfasSyncIssue', 'WorkshopRegistrationEndsSoon', 'RequestedDownloadFailed');--> statement-breakpoint
CREATE TYPE "public"."participant_status" AS ENUM('definitely_placed', 'interruption', 'finished');--> statement-breakpoint
CREATE TYPE "public"."permission" AS ENUM('MANAGE_NEWS', 'LIST_USERS', 'LIST_FORMS', 'SAVE_FORM', 'DELETE_FORM', 'MANAGE_FORM_CATEGORIES', 'VIEW_MODULES', 'VIEW_EDUCATION', 'VIEW_TEACHER', 'VIEW_EDUCATOR', 'SYNC_USER', 'IMITATE_USER', 'UPDATE_EVALUATORS', 'RESET_EVALUATION');--> statement-breakpoint
CREATE TYPE "public"."role" AS ENUM('ROLE_ADMIN', 'ROLE_PARTICIPANT', 'ROLE_FREE_E_LEARNING_USER', 'ROLE_EDUCATOR', 'ROLE_PRACTICAL_TRAINER', 'ROLE_INSTITUTE_EDUCATOR', 'ROLE_PROGRAM_ASSISTANT', 'ROLE_TEACHER', 'ROLE_EXTERNAL');--> statement-breakpoint
CREATE TYPE "public"."sync_issue_state" AS ENUM('open', 'resolved', 'regression');--> statement-breakpoint
CREATE TYPE "public"."user_token_purpose" AS ENUM('activation', 'password_reset', 'two_factor_reset', 'email_code');--> statement-breakpoint
CREATE TABLE "file_reads" (
	"file_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "file_reads_file_id_user_id_pk" PRIMARY KEY("file_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"uploaded_by_id" uuid,
	"name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" bigint NOT NULL,
	"storage_key" text NOT NULL,
	"sha256" text,
	"context" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_storageKey_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"token_hash" text NOT NULL,
	"token_ciphertext" text NOT NULL,
	"roles" "api_key_role"[] DEFAULT '{}' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_by_id" uuid,
	"last_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"actor_id" uuid,
	"type" "audit_event_type" NOT NULL,
	"ip" "inet",
	"user_agent" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"impersonator_id" uuid,
	"two_factor_pending" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip" "inet",
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "specialisations" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" "user_token_purpose" NOT NULL,
	"token_hash" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"active" boolean DEFAULT false NOT NULL,
	"roles" "role"[] DEFAULT '{}' NOT NULL,
	"permissions" "permission"[] DEFAULT '{}' NOT NULL,
	"first_name" text NOT NULL,
	"insertion" text,
	"last_name" text NOT NULL,
	"nickname" text,
	"initials" text,
	"gender" "gender",
	"date_of_birth" date,
	"big_id" text,
	"specialisation_id" integer,
	"phone_mobile" text,
	"address_street" text,
	"address_house_number" text,
	"address_house_number_addition" text,
	"address_postal_code" text,
	"address_town" text,
	"address_country_code" text,
	"newsletter" boolean DEFAULT false NOT NULL,
	"dietary_preferences" text,
	"afas_id" text,
	"participant_id" text,
	"last_sync" timestamp with time zone,
	"avatar_file_id" uuid,
	"auth_method" "auth_method" DEFAULT 'none' NOT NULL,
	"two_factor_secret" text,
	"two_factor_exempt" boolean DEFAULT false NOT NULL,
	"opt_out_types" "notification_type"[] DEFAULT '{}' NOT NULL,
	"opt_out_mailings" boolean DEFAULT false NOT NULL,
	"last_digest_sent_at" timestamp with time zone,
	"last_news_mail_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "education_material_files" (
	"material_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "education_material_files_material_id_file_id_pk" PRIMARY KEY("material_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "education_materials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"education_id" uuid NOT NULL,
	"title" text NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "education_staff" (
	"education_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" "education_staff_role" NOT NULL,
	CONSTRAINT "education_staff_education_id_user_id_role_pk" PRIMARY KEY("education_id","user_id","role")
);
--> statement-breakpoint
CREATE TABLE "educations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"afas_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"further_education" boolean DEFAULT false NOT NULL,
	"status" "participant_status" DEFAULT 'definitely_placed' NOT NULL,
	"cohort_name" text,
	"email" text,
	"full_time_percentage" integer DEFAULT 100 NOT NULL,
	"start_date" date,
	"elective_course_hours" numeric(7, 2) DEFAULT 0 NOT NULL,
	"elective_course_budget_cents" integer DEFAULT 0 NOT NULL,
	"interruption_start_date" date,
	"interruption_end_date" date,
	"deregistration_date" date,
	"rgs_end_date" date,
	"internship_hours" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"study_guide_url" text,
	"moodle_course_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"education_id" uuid NOT NULL,
	"author_id" uuid,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "periods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"education_id" uuid NOT NULL,
	"name" text NOT NULL,
	"institution" text,
	"match_status" text,
	"start_date" date,
	"end_date" date,
	"practical_trainer_id" uuid,
	"practical_trainer_name" text,
	"remarks" text,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evaluation_options" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"label" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "evaluation_options_label_unique" UNIQUE("label")
);
--> statement-breakpoint
CREATE TABLE "form_attachments" (
	"form_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	CONSTRAINT "form_attachments_form_id_file_id_pk" PRIMARY KEY("form_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "form_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_category_links" (
	"form_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	CONSTRAINT "form_category_links_form_id_category_id_pk" PRIMARY KEY("form_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "form_evaluation_options" (
	"form_id" uuid NOT NULL,
	"option_id" uuid NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "form_evaluation_options_form_id_option_id_pk" PRIMARY KEY("form_id","option_id")
);
--> statement-breakpoint
CREATE TABLE "form_field_options" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"field_id" uuid NOT NULL,
	"label" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_fields" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"form_id" uuid NOT NULL,
	"type" "form_field_type" DEFAULT 'text' NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"description" text,
	"required" boolean DEFAULT false NOT NULL,
	"roles" "role"[] DEFAULT '{ROLE_PARTICIPANT}' NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"default_expanded" boolean DEFAULT false NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"valuation" boolean DEFAULT false NOT NULL,
	"grade" boolean DEFAULT false NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assignment_containers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"afas_id" text,
	"module_id" uuid NOT NULL,
	"blueprint_id" text,
	"name" text NOT NULL,
	"form_id" uuid,
	"status" text,
	"required_number_of_assignments" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "modules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"afas_id" text,
	"education_id" uuid NOT NULL,
	"module_code" text NOT NULL,
	"type" "module_type_code" NOT NULL,
	"module_type" "module_kind" NOT NULL,
	"published_name" text NOT NULL,
	"status" "module_status",
	"finished" boolean DEFAULT false NOT NULL,
	"current_level" integer,
	"min_level" integer,
	"max_level" integer,
	"points" numeric(7, 2),
	"minimum_assignments" integer DEFAULT 0 NOT NULL,
	"internship_type" integer,
	"event_registration_allowed" boolean DEFAULT false NOT NULL,
	"elearning" boolean DEFAULT false NOT NULL,
	"moodle_course_id" text,
	"form_id" uuid,
	"start_date" date,
	"end_date" date,
	"contact_hours" numeric(7, 2),
	"educator_name" text,
	"program_assistant_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "access_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"assignment_id" uuid NOT NULL,
	"email" text NOT NULL,
	"explanation" text,
	"token_hash" text NOT NULL,
	"token_ciphertext" text NOT NULL,
	"status" "access_token_status" DEFAULT 'new' NOT NULL,
	"invited_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "assignment_evaluators" (
	"assignment_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assignment_evaluators_assignment_id_user_id_pk" PRIMARY KEY("assignment_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"afas_id" text,
	"user_id" uuid NOT NULL,
	"education_id" uuid NOT NULL,
	"module_id" uuid NOT NULL,
	"container_id" uuid,
	"name" text NOT NULL,
	"form_id" uuid NOT NULL,
	"state" "assignment_state" DEFAULT 'open' NOT NULL,
	"draft" boolean DEFAULT true NOT NULL,
	"not_assigned" boolean DEFAULT false NOT NULL,
	"assigned_level" integer,
	"requested_level" integer,
	"grade" numeric(4, 2),
	"valuation_option_id" uuid,
	"delivery_date" date,
	"end_date" date,
	"delivery_io" boolean DEFAULT false NOT NULL,
	"delivery_po" boolean DEFAULT false NOT NULL,
	"submitted_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"assignment_id" uuid NOT NULL,
	"form_id" uuid NOT NULL,
	"status" "entry_status" DEFAULT 'draft' NOT NULL,
	"created_by_id" uuid,
	"access_token_id" uuid,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "entry_value_assignments" (
	"entry_value_id" uuid NOT NULL,
	"assignment_id" uuid NOT NULL,
	CONSTRAINT "entry_value_assignments_entry_value_id_assignment_id_pk" PRIMARY KEY("entry_value_id","assignment_id")
);
--> statement-breakpoint
CREATE TABLE "entry_value_files" (
	"entry_value_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	CONSTRAINT "entry_value_files_entry_value_id_file_id_pk" PRIMARY KEY("entry_value_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "entry_value_options" (
	"entry_value_id" uuid NOT NULL,
	"option_id" uuid NOT NULL,
	CONSTRAINT "entry_value_options_entry_value_id_option_id_pk" PRIMARY KEY("entry_value_id","option_id")
);
--> statement-breakpoint
CREATE TABLE "entry_values" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entry_id" uuid NOT NULL,
	"field_id" uuid NOT NULL,
	"value" jsonb
);
--> statement-breakpoint
CREATE TABLE "evaluations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"assignment_id" uuid NOT NULL,
	"evaluator_id" uuid,
	"grade" numeric(4, 2),
	"valuation_option_id" uuid,
	"valuation" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"assignment_id" uuid NOT NULL,
	"author_id" uuid,
	"access_token_id" uuid,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"name" text NOT NULL,
	"end_date" date,
	"points" numeric(7, 2),
	"file_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enrolments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"afas_id" text,
	"event_id" uuid NOT NULL,
	"module_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" "enrolment_status" DEFAULT 'enrolled' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"afas_id" text,
	"event_id" uuid NOT NULL,
	"title" text NOT NULL,
	"info" text,
	"date" date NOT NULL,
	"start_time" time,
	"end_time" time,
	"all_day" boolean DEFAULT false NOT NULL,
	"location_description" text,
	"street" text,
	"number" text,
	"postal_code" text,
	"city" text,
	"meeting_url" text,
	"meeting_id" text,
	"meeting_password" text,
	"workshop" boolean DEFAULT false NOT NULL,
	"workshop_max_participants" integer
);
--> statement-breakpoint
CREATE TABLE "event_staff" (
	"event_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" "event_staff_role" NOT NULL,
	"write_permission" boolean DEFAULT false NOT NULL,
	CONSTRAINT "event_staff_event_id_user_id_role_pk" PRIMARY KEY("event_id","user_id","role")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"afas_id" text NOT NULL,
	"module_code" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"status" "event_status" DEFAULT 'provisional' NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"capacity" integer,
	"workshops" boolean DEFAULT false NOT NULL,
	"workshops_editable_until" timestamp with time zone,
	"moodle_course_id" text,
	"educator_name" text,
	"educator_email" text,
	"program_assistant_name" text,
	"program_assistant_email" text,
	"points" numeric(7, 2),
	"last_sync" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "presence_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"afas_id" text,
	"module_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"present" boolean,
	"catching_up_event_id" uuid,
	"catching_up_session_id" uuid,
	"catching_up_presence_item_id" uuid,
	"catching_up_assignment_id" uuid,
	"compensation_processed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "workshop_registrations" (
	"session_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"enrolment_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workshop_registrations_session_id_user_id_pk" PRIMARY KEY("session_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" "notification_type" NOT NULL,
	"message" text NOT NULL,
	"read_at" timestamp with time zone,
	"assignment_id" uuid,
	"issue_id" uuid,
	"context_url" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_educations" (
	"news_id" uuid NOT NULL,
	"education_afas_id" text NOT NULL,
	CONSTRAINT "news_educations_news_id_education_afas_id_pk" PRIMARY KEY("news_id","education_afas_id")
);
--> statement-breakpoint
CREATE TABLE "news_events" (
	"news_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	CONSTRAINT "news_events_news_id_event_id_pk" PRIMARY KEY("news_id","event_id")
);
--> statement-breakpoint
CREATE TABLE "news_files" (
	"news_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	CONSTRAINT "news_files_news_id_file_id_pk" PRIMARY KEY("news_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "news_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"image_file_id" uuid,
	"image_url" text,
	"published" boolean DEFAULT false NOT NULL,
	"published_start" timestamp with time zone,
	"published_end" timestamp with time zone,
	"roles" "role"[] DEFAULT '{}' NOT NULL,
	"author_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_reads" (
	"news_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_reads_user_id_news_id_pk" PRIMARY KEY("user_id","news_id")
);
--> statement-breakpoint
CREATE TABLE "faq_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"sort_order" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faq_item_files" (
	"faq_item_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	CONSTRAINT "faq_item_files_faq_item_id_file_id_pk" PRIMARY KEY("faq_item_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "faq_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category_id" uuid NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"sort_order" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sync_issues" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"afas_id" text NOT NULL,
	"fingerprint" text NOT NULL,
	"message" text NOT NULL,
	"trace" text,
	"state" "sync_issue_state" DEFAULT 'open' NOT NULL,
	"occurrences" integer DEFAULT 1 NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"template" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"status" "mail_status" DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"send_after" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "file_reads" ADD CONSTRAINT "file_reads_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_reads" ADD CONSTRAINT "file_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_impersonator_id_users_id_fk" FOREIGN KEY ("impersonator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_tokens" ADD CONSTRAINT "user_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_specialisation_id_specialisations_id_fk" FOREIGN KEY ("specialisation_id") REFERENCES "public"."specialisations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_avatar_file_id_files_id_fk" FOREIGN KEY ("avatar_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "education_material_files" ADD CONSTRAINT "education_material_files_material_id_education_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."education_materials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "education_material_files" ADD CONSTRAINT "education_material_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "education_materials" ADD CONSTRAINT "education_materials_education_id_educations_id_fk" FOREIGN KEY ("education_id") REFERENCES "public"."educations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "education_materials" ADD CONSTRAINT "education_materials_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "education_staff" ADD CONSTRAINT "education_staff_education_id_educations_id_fk" FOREIGN KEY ("education_id") REFERENCES "public"."educations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "education_staff" ADD CONSTRAINT "education_staff_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "educations" ADD CONSTRAINT "educations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_education_id_educations_id_fk" FOREIGN KEY ("education_id") REFERENCES "public"."educations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "periods" ADD CONSTRAINT "periods_education_id_educations_id_fk" FOREIGN KEY ("education_id") REFERENCES "public"."educations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "periods" ADD CONSTRAINT "periods_practical_trainer_id_users_id_fk" FOREIGN KEY ("practical_trainer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_attachments" ADD CONSTRAINT "form_attachments_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_attachments" ADD CONSTRAINT "form_attachments_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_category_links" ADD CONSTRAINT "form_category_links_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_category_links" ADD CONSTRAINT "form_category_links_category_id_form_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."form_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_evaluation_options" ADD CONSTRAINT "form_evaluation_options_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_evaluation_options" ADD CONSTRAINT "form_evaluation_options_option_id_evaluation_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."evaluation_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_field_options" ADD CONSTRAINT "form_field_options_field_id_form_fields_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."form_fields"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_fields" ADD CONSTRAINT "form_fields_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forms" ADD CONSTRAINT "forms_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_containers" ADD CONSTRAINT "assignment_containers_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_containers" ADD CONSTRAINT "assignment_containers_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modules" ADD CONSTRAINT "modules_education_id_educations_id_fk" FOREIGN KEY ("education_id") REFERENCES "public"."educations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modules" ADD CONSTRAINT "modules_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_tokens" ADD CONSTRAINT "access_tokens_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_tokens" ADD CONSTRAINT "access_tokens_invited_by_id_users_id_fk" FOREIGN KEY ("invited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_evaluators" ADD CONSTRAINT "assignment_evaluators_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_evaluators" ADD CONSTRAINT "assignment_evaluators_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_education_id_educations_id_fk" FOREIGN KEY ("education_id") REFERENCES "public"."educations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_container_id_assignment_containers_id_fk" FOREIGN KEY ("container_id") REFERENCES "public"."assignment_containers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_valuation_option_id_evaluation_options_id_fk" FOREIGN KEY ("valuation_option_id") REFERENCES "public"."evaluation_options"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_access_token_id_access_tokens_id_fk" FOREIGN KEY ("access_token_id") REFERENCES "public"."access_tokens"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entry_value_assignments" ADD CONSTRAINT "entry_value_assignments_entry_value_id_entry_values_id_fk" FOREIGN KEY ("entry_value_id") REFERENCES "public"."entry_values"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entry_value_assignments" ADD CONSTRAINT "entry_value_assignments_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entry_value_files" ADD CONSTRAINT "entry_value_files_entry_value_id_entry_values_id_fk" FOREIGN KEY ("entry_value_id") REFERENCES "public"."entry_values"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entry_value_files" ADD CONSTRAINT "entry_value_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entry_value_options" ADD CONSTRAINT "entry_value_options_entry_value_id_entry_values_id_fk" FOREIGN KEY ("entry_value_id") REFERENCES "public"."entry_values"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entry_value_options" ADD CONSTRAINT "entry_value_options_option_id_form_field_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."form_field_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entry_values" ADD CONSTRAINT "entry_values_entry_id_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entry_values" ADD CONSTRAINT "entry_values_field_id_form_fields_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."form_fields"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_evaluator_id_users_id_fk" FOREIGN KEY ("evaluator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_valuation_option_id_evaluation_options_id_fk" FOREIGN KEY ("valuation_option_id") REFERENCES "public"."evaluation_options"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_access_token_id_access_tokens_id_fk" FOREIGN KEY ("access_token_id") REFERENCES "public"."access_tokens"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_sessions" ADD CONSTRAINT "event_sessions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_staff" ADD CONSTRAINT "event_staff_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_staff" ADD CONSTRAINT "event_staff_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presence_items" ADD CONSTRAINT "presence_items_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presence_items" ADD CONSTRAINT "presence_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presence_items" ADD CONSTRAINT "presence_items_session_id_event_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."event_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presence_items" ADD CONSTRAINT "presence_items_catching_up_event_id_events_id_fk" FOREIGN KEY ("catching_up_event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presence_items" ADD CONSTRAINT "presence_items_catching_up_session_id_event_sessions_id_fk" FOREIGN KEY ("catching_up_session_id") REFERENCES "public"."event_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presence_items" ADD CONSTRAINT "presence_items_catching_up_presence_item_id_presence_items_id_fk" FOREIGN KEY ("catching_up_presence_item_id") REFERENCES "public"."presence_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presence_items" ADD CONSTRAINT "presence_items_catching_up_assignment_id_assignments_id_fk" FOREIGN KEY ("catching_up_assignment_id") REFERENCES "public"."assignments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_registrations" ADD CONSTRAINT "workshop_registrations_session_id_event_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."event_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_registrations" ADD CONSTRAINT "workshop_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_registrations" ADD CONSTRAINT "workshop_registrations_enrolment_id_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."enrolments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_issue_id_sync_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."sync_issues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_educations" ADD CONSTRAINT "news_educations_news_id_news_items_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_events" ADD CONSTRAINT "news_events_news_id_news_items_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_events" ADD CONSTRAINT "news_events_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_files" ADD CONSTRAINT "news_files_news_id_news_items_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_files" ADD CONSTRAINT "news_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_items" ADD CONSTRAINT "news_items_image_file_id_files_id_fk" FOREIGN KEY ("image_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_items" ADD CONSTRAINT "news_items_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_reads" ADD CONSTRAINT "news_reads_news_id_news_items_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_reads" ADD CONSTRAINT "news_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_item_files" ADD CONSTRAINT "faq_item_files_faq_item_id_faq_items_id_fk" FOREIGN KEY ("faq_item_id") REFERENCES "public"."faq_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_item_files" ADD CONSTRAINT "faq_item_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_items" ADD CONSTRAINT "faq_items_category_id_faq_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."faq_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_issues" ADD CONSTRAINT "sync_issues_resolved_by_id_users_id_fk" FOREIGN KEY ("resolved_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "file_reads_user_idx" ON "file_reads" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "files_uploaded_by_idx" ON "files" USING btree ("uploaded_by_id");--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_token_hash_key" ON "api_keys" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "audit_events_user_type_idx" ON "audit_events" USING btree ("user_id","type","created_at");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_tokens_hash_key" ON "user_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "user_tokens_user_idx" ON "user_tokens" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_afas_id_key" ON "users" USING btree ("afas_id");--> statement-breakpoint
CREATE INDEX "users_roles_idx" ON "users" USING gin ("roles");--> statement-breakpoint
CREATE INDEX "users_last_name_idx" ON "users" USING btree ("last_name","first_name");--> statement-breakpoint
CREATE INDEX "education_materials_education_idx" ON "education_materials" USING btree ("education_id");--> statement-breakpoint
CREATE INDEX "education_staff_user_idx" ON "education_staff" USING btree ("user_id","role");--> statement-breakpoint
CREATE UNIQUE INDEX "educations_user_afas_key" ON "educations" USING btree ("user_id","afas_id");--> statement-breakpoint
CREATE INDEX "educations_afas_idx" ON "educations" USING btree ("afas_id");--> statement-breakpoint
CREATE INDEX "notes_education_idx" ON "notes" USING btree ("education_id","created_at");--> statement-breakpoint
CREATE INDEX "periods_education_idx" ON "periods" USING btree ("education_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "form_categories_name_key" ON "form_categories" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "form_category_links_category_idx" ON "form_category_links" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "form_field_options_field_idx" ON "form_field_options" USING btree ("field_id","sort_order");--> statement-breakpoint
CREATE INDEX "form_fields_form_idx" ON "form_fields" USING btree ("form_id","sort_order");--> statement-breakpoint
CREATE INDEX "forms_title_idx" ON "forms" USING btree ("title");--> statement-breakpoint
CREATE UNIQUE INDEX "assignment_containers_afas_id_key" ON "assignment_containers" USING btree ("afas_id");--> statement-breakpoint
CREATE INDEX "assignment_containers_module_idx" ON "assignment_containers" USING btree ("module_id");--> statement-breakpoint
CREATE UNIQUE INDEX "modules_afas_id_key" ON "modules" USING btree ("afas_id");--> statement-breakpoint
CREATE INDEX "modules_education_idx" ON "modules" USING btree ("education_id","type");--> statement-breakpoint
CREATE INDEX "modules_code_idx" ON "modules" USING btree ("module_code");--> statement-breakpoint
CREATE UNIQUE INDEX "access_tokens_hash_key" ON "access_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "access_tokens_assignment_idx" ON "access_tokens" USING btree ("assignment_id");--> statement-breakpoint
CREATE INDEX "access_tokens_email_idx" ON "access_tokens" USING btree (lower("email"),"status");--> statement-breakpoint
CREATE INDEX "assignment_evaluators_user_idx" ON "assignment_evaluators" USING btree ("user_id","assignment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "assignments_afas_id_key" ON "assignments" USING btree ("afas_id");--> statement-breakpoint
CREATE INDEX "assignments_user_idx" ON "assignments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "assignments_module_idx" ON "assignments" USING btree ("module_id");--> statement-breakpoint
CREATE INDEX "assignments_education_idx" ON "assignments" USING btree ("education_id");--> statement-breakpoint
CREATE INDEX "assignments_container_idx" ON "assignments" USING btree ("container_id");--> statement-breakpoint
CREATE INDEX "assignments_form_idx" ON "assignments" USING btree ("form_id");--> statement-breakpoint
CREATE INDEX "assignments_state_idx" ON "assignments" USING btree ("state","submitted_at");--> statement-breakpoint
CREATE INDEX "entries_assignment_idx" ON "entries" USING btree ("assignment_id","created_at");--> statement-breakpoint
CREATE INDEX "entry_value_files_file_idx" ON "entry_value_files" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "entry_values_entry_field_key" ON "entry_values" USING btree ("entry_id","field_id");--> statement-breakpoint
CREATE INDEX "entry_values_field_idx" ON "entry_values" USING btree ("field_id");--> statement-breakpoint
CREATE INDEX "evaluations_assignment_idx" ON "evaluations" USING btree ("assignment_id","created_at");--> statement-breakpoint
CREATE INDEX "messages_assignment_idx" ON "messages" USING btree ("assignment_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_user_event_key" ON "certificates" USING btree ("user_id","event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "enrolments_event_module_key" ON "enrolments" USING btree ("event_id","module_id");--> statement-breakpoint
CREATE INDEX "enrolments_user_idx" ON "enrolments" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "enrolments_event_idx" ON "enrolments" USING btree ("event_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "event_sessions_afas_id_key" ON "event_sessions" USING btree ("afas_id");--> statement-breakpoint
CREATE INDEX "event_sessions_event_idx" ON "event_sessions" USING btree ("event_id","date","start_time");--> statement-breakpoint
CREATE INDEX "event_sessions_date_idx" ON "event_sessions" USING btree ("date");--> statement-breakpoint
CREATE INDEX "event_staff_user_idx" ON "event_staff" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "events_afas_id_key" ON "events" USING btree ("afas_id");--> statement-breakpoint
CREATE INDEX "events_module_code_idx" ON "events" USING btree ("module_code","start_date");--> statement-breakpoint
CREATE INDEX "events_start_idx" ON "events" USING btree ("start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "presence_items_afas_id_key" ON "presence_items" USING btree ("afas_id");--> statement-breakpoint
CREATE INDEX "presence_items_module_idx" ON "presence_items" USING btree ("module_id");--> statement-breakpoint
CREATE INDEX "presence_items_user_idx" ON "presence_items" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "workshop_registrations_user_idx" ON "workshop_registrations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_user_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "news_educations_afas_idx" ON "news_educations" USING btree ("education_afas_id");--> statement-breakpoint
CREATE INDEX "news_events_event_idx" ON "news_events" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "news_items_window_idx" ON "news_items" USING btree ("published","published_start","published_end");--> statement-breakpoint
CREATE INDEX "news_items_roles_idx" ON "news_items" USING gin ("roles");--> statement-breakpoint
CREATE INDEX "news_items_author_idx" ON "news_items" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "faq_categories_order_idx" ON "faq_categories" USING btree ("sort_order");--> statement-breakpoint
CREATE INDEX "faq_items_category_order_idx" ON "faq_items" USING btree ("category_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "sync_issues_afas_fingerprint_key" ON "sync_issues" USING btree ("afas_id","fingerprint");--> statement-breakpoint
CREATE INDEX "sync_issues_state_idx" ON "sync_issues" USING btree ("state","updated_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_pending_idx" ON "mail_outbox" USING btree ("status","send_after");