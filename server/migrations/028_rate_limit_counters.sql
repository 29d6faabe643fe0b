-- Rate-limit counters every API instance shares (issue 38, ADR 0021): a limit counts a person's
-- requests whichever instance the load balancer sends them to. One row per limit and key (a
-- digest: the key may hold an e-mail address), counting until its window ends; an ended window
-- starts again at 1, and ended rows are swept now and then.
CREATE TABLE rate_limit_counters (
  counter_key text PRIMARY KEY,
  hits        integer NOT NULL,
  window_ends timestamptz NOT NULL
);
CREATE INDEX rate_limit_counters_ends ON rate_limit_counters (window_ends);
