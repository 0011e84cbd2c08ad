ALTER TABLE "dev_mailbox" ADD COLUMN "html" text;--> statement-breakpoint
ALTER TABLE "dev_mailbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "dev_mailbox" ADD COLUMN "from_name" text;