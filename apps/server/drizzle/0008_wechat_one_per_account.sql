-- One WeChat per account was checked before inserting, which two racing binds could both pass;
-- keep the oldest binding of such an account so the key below can be built.
DELETE FROM "wechat_accounts" AS "newer" USING "wechat_accounts" AS "older" WHERE "newer"."tenant_id" = "older"."tenant_id" AND "newer"."user_id" = "older"."user_id" AND "newer"."id" > "older"."id";--> statement-breakpoint
CREATE UNIQUE INDEX "wechat_accounts_tenant_user_key" ON "wechat_accounts" USING btree ("tenant_id","user_id");
