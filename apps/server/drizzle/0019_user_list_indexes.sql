DROP INDEX "users_created_at_idx";--> statement-breakpoint
CREATE INDEX "users_created_at_id_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_name_idx" ON "users" USING btree (lower("profile"->>'firstName'),lower("profile"->>'lastName'),"id");--> statement-breakpoint
CREATE INDEX "users_role_created_at_id_idx" ON "users" USING btree ("role","created_at","id");--> statement-breakpoint
CREATE INDEX "users_is_active_created_at_id_idx" ON "users" USING btree ("is_active","created_at","id");--> statement-breakpoint
CREATE INDEX "users_phone_created_at_id_idx" ON "users" USING btree (("profile"->>'phone'),"created_at","id");