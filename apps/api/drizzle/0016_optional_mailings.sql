CREATE TYPE "public"."mailing_kind" AS ENUM('daily_digest', 'weekly_news');--> statement-breakpoint
CREATE TABLE "user_mailings" (
	"user_id" uuid NOT NULL,
	"kind" "mailing_kind" NOT NULL,
	"period" date NOT NULL,
	"items" uuid[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_mailings_user_id_kind_period_pk" PRIMARY KEY("user_id","kind","period")
);
--> statement-breakpoint
ALTER TABLE "user_mailings" ADD CONSTRAINT "user_mailings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "last_digest_sent_at";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "last_news_mail_sent_at";