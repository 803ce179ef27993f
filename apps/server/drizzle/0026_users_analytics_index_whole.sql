DROP INDEX "users_analytics_idx";--> statement-breakpoint
CREATE INDEX "users_analytics_idx" ON "users" USING btree ("role","is_active","created_at");