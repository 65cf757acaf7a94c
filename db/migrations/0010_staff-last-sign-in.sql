ALTER TABLE "staff" ADD COLUMN "last_signed_in_at" timestamp with time zone;--> statement-breakpoint
-- Hand-added (decision 040): the last sign-in the staff list showed until now, from live sessions.
UPDATE "staff" SET "last_signed_in_at" = "s"."at" FROM (SELECT "id_staff", max("verified_at") AS "at" FROM "staff_sessions" GROUP BY "id_staff") AS "s" WHERE "s"."id_staff" = "staff"."id_staff";
