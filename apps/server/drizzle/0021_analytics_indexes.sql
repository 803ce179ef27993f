CREATE INDEX "goals_created_at_idx" ON "goals" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "ai_conversation_alerts_created_at_idx" ON "ai_conversation_alerts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "ai_conversations_created_at_idx" ON "ai_conversations" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "ai_messages_created_at_idx" ON "ai_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "conversation_messages_created_at_idx" ON "conversation_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "conversations_created_at_idx" ON "conversations" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sessions_completed_at_idx" ON "sessions" USING btree ("completed_at") WHERE "sessions"."status" = 'completed';