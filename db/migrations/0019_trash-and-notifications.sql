CREATE TABLE "staff_notifications" (
	"id_notification" serial PRIMARY KEY NOT NULL,
	"id_staff" integer NOT NULL,
	"kind" text NOT NULL,
	"id_article" integer,
	"title" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"id_actor" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "trashed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "trashed_by" integer;--> statement-breakpoint
ALTER TABLE "newsletter_editions" ADD COLUMN "trashed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_editions" ADD COLUMN "trashed_by" integer;--> statement-breakpoint
ALTER TABLE "staff_notifications" ADD CONSTRAINT "staff_notifications_id_staff_staff_id_staff_fk" FOREIGN KEY ("id_staff") REFERENCES "public"."staff"("id_staff") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_notifications" ADD CONSTRAINT "staff_notifications_id_article_articles_id_article_fk" FOREIGN KEY ("id_article") REFERENCES "public"."articles"("id_article") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_notifications" ADD CONSTRAINT "staff_notifications_id_actor_staff_id_staff_fk" FOREIGN KEY ("id_actor") REFERENCES "public"."staff"("id_staff") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_notifications_staff_idx" ON "staff_notifications" USING btree ("id_staff","created_at");--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_trashed_by_staff_id_staff_fk" FOREIGN KEY ("trashed_by") REFERENCES "public"."staff"("id_staff") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_editions" ADD CONSTRAINT "newsletter_editions_trashed_by_staff_id_staff_fk" FOREIGN KEY ("trashed_by") REFERENCES "public"."staff"("id_staff") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Every staff member has their byline (docs/decisions/084), and a studio article without an
-- author takes its creator's.
INSERT INTO "authors" ("key", "name", "id_staff")
SELECT 'staff-' || s."id_staff", s."display_name", s."id_staff" FROM "staff" s
WHERE NOT EXISTS (SELECT 1 FROM "authors" a WHERE a."id_staff" = s."id_staff")
ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "articles" SET "id_author" = a."id_author" FROM "authors" a
WHERE "articles"."id_author" IS NULL AND a."id_staff" = "articles"."id_staff_owner";
