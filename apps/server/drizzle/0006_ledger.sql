CREATE TABLE "ledger_accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint,
	"book" text NOT NULL,
	"currency" text NOT NULL,
	"balance" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_balance_check" CHECK (("ledger_accounts"."user_id" is null and "ledger_accounts"."balance" is null) or ("ledger_accounts"."user_id" is not null and "ledger_accounts"."balance" between 0 and 9007199254740991)),
	CONSTRAINT "ledger_accounts_book_owner_check" CHECK (("ledger_accounts"."user_id" is null) = ("ledger_accounts"."book" in ('payment_clearing', 'game_revenue', 'adjustments', 'bonus_funding')))
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transaction_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "ledger_entries_amount_check" CHECK ("ledger_entries"."amount" <> 0 and abs("ledger_entries"."amount") <= 9007199254740991)
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"kind" text NOT NULL,
	"payment_id" bigint,
	"round_id" text,
	"details" jsonb,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wallets" DROP CONSTRAINT "wallets_amount_cents_check";--> statement-breakpoint
ALTER TABLE "wallets" DROP CONSTRAINT "wallets_available_to_cashout_cents_check";--> statement-breakpoint
ALTER TABLE "wallets" DROP CONSTRAINT "wallets_cashout_within_amount_check";--> statement-breakpoint
ALTER TABLE "wallets" ALTER COLUMN "active" SET DEFAULT true;--> statement-breakpoint
ALTER TABLE "wallets" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_player_book_idx" ON "ledger_accounts" USING btree ("user_id","currency","book") WHERE "ledger_accounts"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_house_book_idx" ON "ledger_accounts" USING btree ("book","currency") WHERE "ledger_accounts"."user_id" is null;--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_transaction_idx" ON "ledger_entries" USING btree ("transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transactions_idempotency_key_idx" ON "ledger_transactions" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "ledger_transactions_payment_idx" ON "ledger_transactions" USING btree ("payment_id");--> statement-breakpoint
-- Existing balances move into the ledger before the wallet columns go: each wallet gets its books, and a wallet
-- that held money gets an opening-balance transaction against the house adjustments book, so the books net to zero
-- from the start. The withdrawable part becomes cash, the rest bonus money.
INSERT INTO "ledger_accounts" ("user_id", "book", "currency", "balance")
SELECT w."user_id", b."book", w."currency",
  CASE b."book" WHEN 'cash' THEN w."available_to_cashout_cents"
    WHEN 'bonus' THEN w."amount_cents" - w."available_to_cashout_cents" ELSE 0 END
FROM "wallets" w CROSS JOIN (VALUES ('cash'), ('bonus'), ('withdrawal_hold')) AS b("book");--> statement-breakpoint
INSERT INTO "ledger_accounts" ("book", "currency")
SELECT DISTINCT 'adjustments', w."currency" FROM "wallets" w WHERE w."amount_cents" > 0;--> statement-breakpoint
INSERT INTO "ledger_transactions" ("idempotency_key", "kind", "details", "created_at")
SELECT 'opening_balance:wallet:' || w."id", 'opening_balance', jsonb_build_object('wallet_id', w."id"), now()
FROM "wallets" w WHERE w."amount_cents" > 0;--> statement-breakpoint
INSERT INTO "ledger_entries" ("transaction_id", "account_id", "currency", "amount")
SELECT t."id", a."id", a."currency", a."balance"
FROM "wallets" w
JOIN "ledger_transactions" t ON t."idempotency_key" = 'opening_balance:wallet:' || w."id"
JOIN "ledger_accounts" a ON a."user_id" = w."user_id" AND a."currency" = w."currency" AND a."balance" > 0;--> statement-breakpoint
INSERT INTO "ledger_entries" ("transaction_id", "account_id", "currency", "amount")
SELECT t."id", h."id", w."currency", -w."amount_cents"
FROM "wallets" w
JOIN "ledger_transactions" t ON t."idempotency_key" = 'opening_balance:wallet:' || w."id"
JOIN "ledger_accounts" h ON h."user_id" IS NULL AND h."book" = 'adjustments' AND h."currency" = w."currency";--> statement-breakpoint
-- "active" now means listed; which wallet the player plays from is the profile's currency.
UPDATE "wallets" SET "active" = true;--> statement-breakpoint
ALTER TABLE "wallets" DROP COLUMN "amount_cents";--> statement-breakpoint
ALTER TABLE "wallets" DROP COLUMN "available_to_cashout_cents";--> statement-breakpoint
-- Entries and transactions are immutable, and accounts are never deleted (entries name them without a foreign key,
-- see ledger.schema.ts): a correction is a new transaction, whoever holds the database connection.
CREATE FUNCTION "ledger_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger rows of % are never changed or deleted: post a correcting transaction', TG_TABLE_NAME;
END
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_entries_immutable" BEFORE UPDATE OR DELETE ON "ledger_entries"
  FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "ledger_transactions_immutable" BEFORE UPDATE OR DELETE ON "ledger_transactions"
  FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "ledger_accounts_kept" BEFORE DELETE ON "ledger_accounts"
  FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();
