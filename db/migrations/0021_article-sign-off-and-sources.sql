ALTER TABLE "articles" ADD COLUMN "medical_reviewer_name" text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "medical_reviewer_credentials" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "sources" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- An article signed off before keeps its sign-off as shown: the reviewer's name and credentials
-- then (docs/decisions/086-breed-and-article-pages.md).
UPDATE "articles" SET "medical_reviewer_name" = s."display_name", "medical_reviewer_credentials" = COALESCE(s."credentials", '')
FROM "staff" s
WHERE s."id_staff" = "articles"."medical_reviewer_id" AND "articles"."medical_reviewed_at" IS NOT NULL;
