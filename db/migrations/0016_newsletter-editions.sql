CREATE TABLE "newsletter_deliveries" (
	"id_delivery" serial PRIMARY KEY NOT NULL,
	"id_edition" integer NOT NULL,
	"id_subscriber" integer,
	"state" text DEFAULT 'waiting' NOT NULL,
	"unsubscribe_token_hash" text,
	"error" text,
	"queued_at" timestamp with time zone,
	"done_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "newsletter_edition_articles" (
	"id_edition" integer NOT NULL,
	"id_article" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "newsletter_edition_articles_id_edition_id_article_pk" PRIMARY KEY("id_edition","id_article")
);
--> statement-breakpoint
CREATE TABLE "newsletter_edition_products" (
	"id_edition" integer NOT NULL,
	"id_product" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "newsletter_edition_products_id_edition_id_product_pk" PRIMARY KEY("id_edition","id_product")
);
--> statement-breakpoint
CREATE TABLE "newsletter_editions" (
	"id_edition" serial PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"preheader" text DEFAULT '' NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"closing" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"scheduled_at" timestamp with time zone,
	"sending_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"id_staff_creator" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "id_delivery" integer;--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ADD CONSTRAINT "newsletter_deliveries_id_edition_newsletter_editions_id_edition_fk" FOREIGN KEY ("id_edition") REFERENCES "public"."newsletter_editions"("id_edition") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ADD CONSTRAINT "newsletter_deliveries_id_subscriber_newsletter_subscribers_id_subscriber_fk" FOREIGN KEY ("id_subscriber") REFERENCES "public"."newsletter_subscribers"("id_subscriber") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_edition_articles" ADD CONSTRAINT "newsletter_edition_articles_id_edition_newsletter_editions_id_edition_fk" FOREIGN KEY ("id_edition") REFERENCES "public"."newsletter_editions"("id_edition") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_edition_articles" ADD CONSTRAINT "newsletter_edition_articles_id_article_articles_id_article_fk" FOREIGN KEY ("id_article") REFERENCES "public"."articles"("id_article") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_edition_products" ADD CONSTRAINT "newsletter_edition_products_id_edition_newsletter_editions_id_edition_fk" FOREIGN KEY ("id_edition") REFERENCES "public"."newsletter_editions"("id_edition") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_edition_products" ADD CONSTRAINT "newsletter_edition_products_id_product_products_id_product_fk" FOREIGN KEY ("id_product") REFERENCES "public"."products"("id_product") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_editions" ADD CONSTRAINT "newsletter_editions_id_staff_creator_staff_id_staff_fk" FOREIGN KEY ("id_staff_creator") REFERENCES "public"."staff"("id_staff") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_deliveries_once" ON "newsletter_deliveries" USING btree ("id_edition","id_subscriber");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_deliveries_token" ON "newsletter_deliveries" USING btree ("unsubscribe_token_hash");--> statement-breakpoint
CREATE INDEX "newsletter_deliveries_waiting_idx" ON "newsletter_deliveries" USING btree ("id_edition","id_delivery") WHERE "newsletter_deliveries"."state" = 'waiting';--> statement-breakpoint
CREATE INDEX "newsletter_editions_state_idx" ON "newsletter_editions" USING btree ("state","sent_at");