CREATE INDEX "ai_conversation_alerts_conversation_id_idx" ON "ai_conversation_alerts" USING btree ("conversation_id");--> statement-breakpoint
CREATE INDEX "ai_conversation_alerts_open_idx" ON "ai_conversation_alerts" USING btree ("created_at") WHERE "ai_conversation_alerts"."acknowledged_at" is null and "ai_conversation_alerts"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "ai_conversations_last_activity_idx" ON "ai_conversations" USING btree ("last_activity_at","id");--> statement-breakpoint
CREATE INDEX "ai_conversations_flagged_last_activity_idx" ON "ai_conversations" USING btree ("last_activity_at","id") WHERE "ai_conversations"."flagged";--> statement-breakpoint
CREATE INDEX "conversations_updated_at_idx" ON "conversations" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "sessions_status_starts_at_idx" ON "sessions" USING btree ("status","starts_at");