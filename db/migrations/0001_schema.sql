CREATE TABLE "breed_products" (
	"id_breed" integer NOT NULL,
	"id_product" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "breed_products_id_breed_id_product_pk" PRIMARY KEY("id_breed","id_product")
);
--> statement-breakpoint
CREATE TABLE "breed_texts" (
	"id_breed" integer NOT NULL,
	"section" text NOT NULL,
	"content" text NOT NULL,
	CONSTRAINT "breed_texts_id_breed_section_pk" PRIMARY KEY("id_breed","section")
);
--> statement-breakpoint
CREATE TABLE "breeds" (
	"id_breed" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"id_family" integer NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"synonyms" text[] DEFAULT '{}' NOT NULL,
	"origin" text DEFAULT '' NOT NULL,
	"date_origin" text DEFAULT '' NOT NULL,
	"race_type" text DEFAULT '' NOT NULL,
	"utilizations" text DEFAULT '' NOT NULL,
	"abstract" text DEFAULT '' NOT NULL,
	"lifespan_min" real,
	"lifespan_max" real,
	"measures" jsonb NOT NULL,
	"attributes" jsonb NOT NULL,
	"specifics" jsonb NOT NULL,
	"image_url" text,
	"fluid_image_url" text,
	"id_featured_product" integer,
	"colors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "breeds_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id_category" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "families" (
	"id_family" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_root_category" boolean DEFAULT false NOT NULL,
	"has_breeds" boolean DEFAULT true NOT NULL,
	"id_breed_of_the_week" integer,
	"image_url" text,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "families_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id_product" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"abstract" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"link" text NOT NULL,
	"image_url" text,
	"background_image_url" text,
	"background_mobile_image_url" text,
	"price" numeric(10, 2),
	"type" text DEFAULT 'product' NOT NULL,
	"id_family" integer,
	"is_featured" boolean DEFAULT false NOT NULL,
	"is_site_featured" boolean DEFAULT false NOT NULL,
	"buy_text" text DEFAULT 'Buy' NOT NULL,
	"from_text" text DEFAULT 'From' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "article_categories" (
	"id_article" integer NOT NULL,
	"id_category" integer NOT NULL,
	CONSTRAINT "article_categories_id_article_id_category_pk" PRIMARY KEY("id_article","id_category")
);
--> statement-breakpoint
CREATE TABLE "article_families" (
	"id_article" integer NOT NULL,
	"id_family" integer NOT NULL,
	CONSTRAINT "article_families_id_article_id_family_pk" PRIMARY KEY("id_article","id_family")
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id_article" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"excerpt" text DEFAULT '' NOT NULL,
	"content" text NOT NULL,
	"get_more" text,
	"image_url" text,
	"mobile_image_url" text,
	"image_caption" text,
	"id_author" integer,
	"published_at" timestamp with time zone NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"is_comic" boolean DEFAULT false NOT NULL,
	"is_home" boolean DEFAULT false NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "articles_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "authors" (
	"id_author" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"occupation" text DEFAULT '' NOT NULL,
	"biography" text DEFAULT '' NOT NULL,
	"image_url" text,
	CONSTRAINT "authors_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "infographic_related" (
	"id_infographic" integer NOT NULL,
	"id_related" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "infographic_related_id_infographic_id_related_pk" PRIMARY KEY("id_infographic","id_related")
);
--> statement-breakpoint
CREATE TABLE "infographics" (
	"id_infographic" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"facts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"image_path" text NOT NULL,
	"mobile_image_path" text NOT NULL,
	"thumbnail_path" text NOT NULL,
	"id_family" integer,
	"is_home" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "infographics_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "poll_options" (
	"id_option" serial PRIMARY KEY NOT NULL,
	"id_poll" integer NOT NULL,
	"label" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "poll_votes" (
	"id_vote" serial PRIMARY KEY NOT NULL,
	"id_poll" integer NOT NULL,
	"id_option" integer NOT NULL,
	"voter_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "polls" (
	"id_poll" serial PRIMARY KEY NOT NULL,
	"question" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id_quote" serial PRIMARY KEY NOT NULL,
	"content" text NOT NULL,
	"author" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "static_pages" (
	"key" text NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"html" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "static_pages_key_locale_pk" PRIMARY KEY("key","locale")
);
--> statement-breakpoint
CREATE TABLE "tips" (
	"id_tip" serial PRIMARY KEY NOT NULL,
	"content" text NOT NULL,
	"audience" text DEFAULT 'all' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id_email" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"headers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"is_bulk" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscribers" (
	"id_subscriber" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"id_user" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"confirm_token_hash" text,
	"unsubscribe_token_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	CONSTRAINT "newsletter_subscribers_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"id_user" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"id_user" integer,
	"csrf_secret" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "user_pets" (
	"id_user_pet" serial PRIMARY KEY NOT NULL,
	"id_user" integer NOT NULL,
	"name" text NOT NULL,
	"id_family" integer NOT NULL,
	"id_breed" integer,
	"birth_date" date,
	"image_path" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id_user" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"username" text NOT NULL,
	"username_key" text NOT NULL,
	"password_hash" text NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_username_key_unique" UNIQUE("username_key")
);
--> statement-breakpoint
ALTER TABLE "breed_products" ADD CONSTRAINT "breed_products_id_breed_breeds_id_breed_fk" FOREIGN KEY ("id_breed") REFERENCES "public"."breeds"("id_breed") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "breed_products" ADD CONSTRAINT "breed_products_id_product_products_id_product_fk" FOREIGN KEY ("id_product") REFERENCES "public"."products"("id_product") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "breed_texts" ADD CONSTRAINT "breed_texts_id_breed_breeds_id_breed_fk" FOREIGN KEY ("id_breed") REFERENCES "public"."breeds"("id_breed") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "breeds" ADD CONSTRAINT "breeds_id_family_families_id_family_fk" FOREIGN KEY ("id_family") REFERENCES "public"."families"("id_family") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "breeds" ADD CONSTRAINT "breeds_id_featured_product_products_id_product_fk" FOREIGN KEY ("id_featured_product") REFERENCES "public"."products"("id_product") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_id_family_families_id_family_fk" FOREIGN KEY ("id_family") REFERENCES "public"."families"("id_family") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_categories" ADD CONSTRAINT "article_categories_id_article_articles_id_article_fk" FOREIGN KEY ("id_article") REFERENCES "public"."articles"("id_article") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_categories" ADD CONSTRAINT "article_categories_id_category_categories_id_category_fk" FOREIGN KEY ("id_category") REFERENCES "public"."categories"("id_category") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_families" ADD CONSTRAINT "article_families_id_article_articles_id_article_fk" FOREIGN KEY ("id_article") REFERENCES "public"."articles"("id_article") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_families" ADD CONSTRAINT "article_families_id_family_families_id_family_fk" FOREIGN KEY ("id_family") REFERENCES "public"."families"("id_family") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_id_author_authors_id_author_fk" FOREIGN KEY ("id_author") REFERENCES "public"."authors"("id_author") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "infographic_related" ADD CONSTRAINT "infographic_related_id_infographic_infographics_id_infographic_fk" FOREIGN KEY ("id_infographic") REFERENCES "public"."infographics"("id_infographic") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "infographic_related" ADD CONSTRAINT "infographic_related_id_related_infographics_id_infographic_fk" FOREIGN KEY ("id_related") REFERENCES "public"."infographics"("id_infographic") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "infographics" ADD CONSTRAINT "infographics_id_family_families_id_family_fk" FOREIGN KEY ("id_family") REFERENCES "public"."families"("id_family") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_options" ADD CONSTRAINT "poll_options_id_poll_polls_id_poll_fk" FOREIGN KEY ("id_poll") REFERENCES "public"."polls"("id_poll") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_votes" ADD CONSTRAINT "poll_votes_id_poll_polls_id_poll_fk" FOREIGN KEY ("id_poll") REFERENCES "public"."polls"("id_poll") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_votes" ADD CONSTRAINT "poll_votes_id_option_poll_options_id_option_fk" FOREIGN KEY ("id_option") REFERENCES "public"."poll_options"("id_option") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD CONSTRAINT "newsletter_subscribers_id_user_users_id_user_fk" FOREIGN KEY ("id_user") REFERENCES "public"."users"("id_user") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_id_user_users_id_user_fk" FOREIGN KEY ("id_user") REFERENCES "public"."users"("id_user") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_id_user_users_id_user_fk" FOREIGN KEY ("id_user") REFERENCES "public"."users"("id_user") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_pets" ADD CONSTRAINT "user_pets_id_user_users_id_user_fk" FOREIGN KEY ("id_user") REFERENCES "public"."users"("id_user") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_pets" ADD CONSTRAINT "user_pets_id_family_families_id_family_fk" FOREIGN KEY ("id_family") REFERENCES "public"."families"("id_family") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_pets" ADD CONSTRAINT "user_pets_id_breed_breeds_id_breed_fk" FOREIGN KEY ("id_breed") REFERENCES "public"."breeds"("id_breed") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "breeds_family_name_idx" ON "breeds" USING btree ("id_family","name");--> statement-breakpoint
CREATE INDEX "products_family_idx" ON "products" USING btree ("id_family");--> statement-breakpoint
CREATE INDEX "article_categories_category_idx" ON "article_categories" USING btree ("id_category");--> statement-breakpoint
CREATE INDEX "article_families_family_idx" ON "article_families" USING btree ("id_family");--> statement-breakpoint
CREATE INDEX "articles_published_idx" ON "articles" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "articles_home_idx" ON "articles" USING btree ("is_home","published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "poll_votes_one_per_voter" ON "poll_votes" USING btree ("id_poll","voter_key");--> statement-breakpoint
CREATE INDEX "email_outbox_due_idx" ON "email_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("id_user");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "user_pets_user_idx" ON "user_pets" USING btree ("id_user");