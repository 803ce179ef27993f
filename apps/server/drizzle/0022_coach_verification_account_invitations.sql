CREATE TABLE "account_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"role" text NOT NULL,
	"permissions" text[] DEFAULT '{}'::text[] NOT NULL,
	"language" text NOT NULL,
	"invited_by" uuid,
	"token_hash" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"sent_count" integer DEFAULT 1 NOT NULL,
	"last_sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone,
	"accepted_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "verification_status" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "verification" jsonb;--> statement-breakpoint
ALTER TABLE "account_invitations" ADD CONSTRAINT "account_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_invitations" ADD CONSTRAINT "account_invitations_accepted_user_id_users_id_fk" FOREIGN KEY ("accepted_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_invitations_token_hash_key" ON "account_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "account_invitations_created_at_idx" ON "account_invitations" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "account_invitations_pending_email_key" ON "account_invitations" USING btree (lower("email")) WHERE "account_invitations"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "users_verification_created_at_id_idx" ON "users" USING btree ("verification_status","created_at","id") WHERE "users"."verification_status" is not null;--> statement-breakpoint
-- The coaches already here were taking clients before verification existed: they stay verified.
UPDATE "users" SET "verification_status" = 'verified', "verification" = '{"certifications":[],"experience":null,"submittedAt":null,"decidedAt":null,"decidedBy":null,"reason":null}'::jsonb WHERE "role" = 'coach';
