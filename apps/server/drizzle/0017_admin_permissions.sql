ALTER TABLE "users" ADD COLUMN "permissions" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- The admins of an installation that predates permissions keep everything they could do.
UPDATE "users" SET "permissions" = ARRAY['users.manage', 'analytics.view', 'ai.configure', 'conversations.oversee', 'audit.view']::text[] WHERE "role" = 'admin';
