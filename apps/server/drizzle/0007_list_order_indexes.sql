DROP INDEX "goals_client_id_created_at_idx";--> statement-breakpoint
DROP INDEX "ai_conversations_user_id_updated_at_idx";--> statement-breakpoint
CREATE INDEX "goals_client_id_created_at_id_idx" ON "goals" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "ai_conversations_user_id_last_activity_idx" ON "ai_conversations" USING btree ("user_id","last_activity_at","id");