ALTER TABLE "users" ADD COLUMN "is_demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Accounts the demo seed made before this column existed (decision 051): the demo accounts, the
-- demo catalogue's creators and the generated ones all have an address under demo.space.local,
-- which no one can receive mail at.
UPDATE "users" SET "is_demo" = true WHERE lower("email") LIKE '%@demo.space.local' OR lower("email") LIKE '%.demo.space.local';
