-- A wallet as committed at the moment of the call: its flags, its currency's units and its cash and bonus books.
-- VOLATILE on purpose. A volatile function's query takes a fresh snapshot when it runs, so a balance announcement can
-- take the player's stream lock and read the wallet in one statement and still see every movement committed before
-- it got the lock (see `emitCurrent` in the outbox); read by the statement itself, under the snapshot it started
-- with, it could miss one, and the stream's last message would carry an old balance. PL/pgSQL rather than SQL: it
-- keeps the query's plan for the session, where a SQL function that is not inlined plans it again on every call.
CREATE FUNCTION "wallet_state"("player" bigint, "wallet_currency" text)
RETURNS TABLE (
  "currency" text, "active" boolean, "hidden_at" timestamptz, "deposit_available" boolean,
  "subunits_to_unit" bigint, "display_unit" text, "cash" numeric, "bonus" numeric
) LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  RETURN QUERY SELECT w."currency", w."active", w."hidden_at", c."enabled", c."subunits_to_unit", c."display_unit",
    coalesce(sum(a."balance") FILTER (WHERE a."book" = 'cash'), 0),
    coalesce(sum(a."balance") FILTER (WHERE a."book" = 'bonus'), 0)
  FROM "wallets" w
  JOIN "currencies" c ON c."code" = w."currency"
  LEFT JOIN "ledger_accounts" a ON a."user_id" = w."user_id" AND a."currency" = w."currency"
  WHERE w."user_id" = "player" AND w."currency" = "wallet_currency"
  GROUP BY w."id", c."code";
END
$$;
