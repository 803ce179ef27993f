CREATE TABLE "coach_client_notes" (
	"coach_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"notes" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coach_client_notes_coach_id_client_id_pk" PRIMARY KEY("coach_id","client_id")
);
--> statement-breakpoint
ALTER TABLE "coach_client_notes" ADD CONSTRAINT "coach_client_notes_coach_id_users_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_client_notes" ADD CONSTRAINT "coach_client_notes_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;