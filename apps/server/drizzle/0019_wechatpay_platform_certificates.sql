CREATE TABLE "wechatpay_platform_certificates" (
	"mch_id" text NOT NULL,
	"serial" text NOT NULL,
	"certificate" text NOT NULL,
	"effective_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL,
	CONSTRAINT "wechatpay_platform_certificates_mch_id_serial_pk" PRIMARY KEY("mch_id","serial")
);
