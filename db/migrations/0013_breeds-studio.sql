CREATE TABLE "breed_related" (
	"id_breed" integer NOT NULL,
	"id_related" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "breed_related_id_breed_id_related_pk" PRIMARY KEY("id_breed","id_related")
);
--> statement-breakpoint
ALTER TABLE "breeds" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "families" ADD COLUMN "menu_colour" text;--> statement-breakpoint
ALTER TABLE "families" ADD COLUMN "breed_of_the_week_mode" text DEFAULT 'chosen' NOT NULL;--> statement-breakpoint
ALTER TABLE "families" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "breed_related" ADD CONSTRAINT "breed_related_id_breed_breeds_id_breed_fk" FOREIGN KEY ("id_breed") REFERENCES "public"."breeds"("id_breed") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "breed_related" ADD CONSTRAINT "breed_related_id_related_breeds_id_breed_fk" FOREIGN KEY ("id_related") REFERENCES "public"."breeds"("id_breed") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TRIGGER "breed_related_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "breed_related"
  FOR EACH STATEMENT EXECUTE FUNCTION pawpedia_bump_content_version();