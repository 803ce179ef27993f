CREATE TABLE "crisis_resources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"country" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"contact" text NOT NULL,
	"url" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
ALTER TABLE "ai_conversation_alerts" ADD COLUMN "level" text DEFAULT 'crisis' NOT NULL;--> statement-breakpoint
ALTER TABLE "ai_conversation_alerts" ADD COLUMN "acknowledged_by" uuid;--> statement-breakpoint
ALTER TABLE "ai_conversations" ADD COLUMN "safety_state" jsonb;--> statement-breakpoint
ALTER TABLE "crisis_resources" ADD CONSTRAINT "crisis_resources_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "crisis_resources_country_kind_key" ON "crisis_resources" USING btree ("country","kind");--> statement-breakpoint
ALTER TABLE "ai_conversation_alerts" ADD CONSTRAINT "ai_conversation_alerts_acknowledged_by_users_id_fk" FOREIGN KEY ("acknowledged_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
INSERT INTO "crisis_resources" ("country", "kind", "name", "contact", "url") VALUES
	('US', 'emergency', 'Emergency services', '911', NULL),
	('US', 'crisis_line', '988 Suicide & Crisis Lifeline', '988 (call or text)', 'https://988lifeline.org'),
	('US', 'abuse_line', 'National Domestic Violence Hotline', '1-800-799-7233', 'https://www.thehotline.org'),
	('CA', 'emergency', 'Emergency services', '911', NULL),
	('CA', 'crisis_line', '9-8-8 Suicide Crisis Helpline', '988 (call or text)', 'https://988.ca'),
	('MX', 'emergency', 'Emergencias', '911', NULL),
	('MX', 'crisis_line', 'Línea de la Vida', '800 911 2000', NULL),
	('GB', 'emergency', 'Emergency services', '999 or 112', NULL),
	('GB', 'crisis_line', 'Samaritans', '116 123', 'https://www.samaritans.org'),
	('GB', 'abuse_line', 'National Domestic Abuse Helpline', '0808 2000 247', NULL),
	('IE', 'emergency', 'Emergency services', '112 or 999', NULL),
	('IE', 'crisis_line', 'Samaritans', '116 123', 'https://www.samaritans.org'),
	('IE', 'abuse_line', 'Women''s Aid', '1800 341 900', NULL),
	('FR', 'emergency', 'Urgences', '112 (ou le 15)', NULL),
	('FR', 'crisis_line', '3114, numéro national de prévention du suicide', '3114', 'https://3114.fr'),
	('FR', 'abuse_line', 'Violences Femmes Info', '3919', NULL),
	('BE', 'emergency', 'Urgences', '112', NULL),
	('BE', 'crisis_line', 'Centre de Prévention du Suicide', '0800 32 123', NULL),
	('BE', 'abuse_line', 'Écoute violences conjugales', '0800 30 030', NULL),
	('ES', 'emergency', 'Emergencias', '112', NULL),
	('ES', 'crisis_line', 'Línea 024 de atención a la conducta suicida', '024', NULL),
	('ES', 'abuse_line', 'Atención a víctimas de violencia de género', '016', NULL),
	('DE', 'emergency', 'Notruf', '112', NULL),
	('DE', 'crisis_line', 'TelefonSeelsorge', '0800 111 0 111 oder 0800 111 0 222', 'https://www.telefonseelsorge.de'),
	('DE', 'abuse_line', 'Hilfetelefon Gewalt gegen Frauen', '116 016', NULL),
	('AT', 'emergency', 'Notruf', '112 (Rettung 144)', NULL),
	('AT', 'crisis_line', 'Telefonseelsorge', '142', NULL),
	('AT', 'abuse_line', 'Frauenhelpline gegen Gewalt', '0800 222 555', NULL),
	('CH', 'emergency', 'Notruf', '112 (Sanität 144)', NULL),
	('CH', 'crisis_line', 'Die Dargebotene Hand / La Main Tendue', '143', NULL),
	('ZZ', 'emergency', 'Emergency services', '112 or 911', NULL),
	('ZZ', 'crisis_line', 'Find A Helpline', 'findahelpline.com', 'https://findahelpline.com');
