CREATE TABLE "evaluation_drafts" (
	"assignment_id" uuid NOT NULL,
	"evaluator_id" uuid NOT NULL,
	"grade" numeric(4, 2),
	"valuation_option_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "evaluation_drafts_assignment_id_evaluator_id_pk" PRIMARY KEY("assignment_id","evaluator_id")
);
--> statement-breakpoint
ALTER TABLE "evaluation_drafts" ADD CONSTRAINT "evaluation_drafts_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_drafts" ADD CONSTRAINT "evaluation_drafts_evaluator_id_users_id_fk" FOREIGN KEY ("evaluator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_drafts" ADD CONSTRAINT "evaluation_drafts_valuation_option_id_evaluation_options_id_fk" FOREIGN KEY ("valuation_option_id") REFERENCES "public"."evaluation_options"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "evaluation_drafts_evaluator_idx" ON "evaluation_drafts" USING btree ("evaluator_id");--> statement-breakpoint
CREATE INDEX "evaluation_drafts_valuation_option_idx" ON "evaluation_drafts" USING btree ("valuation_option_id") WHERE "evaluation_drafts"."valuation_option_id" is not null;