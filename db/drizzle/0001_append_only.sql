-- Money ledger, audit log and access log are append-only: a correction is a new row (DESIGN.md "Money").
CREATE TRIGGER saving_ledger_no_update BEFORE UPDATE ON saving_ledger BEGIN SELECT RAISE(ABORT, 'saving_ledger is append-only'); END;
--> statement-breakpoint
CREATE TRIGGER saving_ledger_no_delete BEFORE DELETE ON saving_ledger BEGIN SELECT RAISE(ABORT, 'saving_ledger is append-only'); END;
--> statement-breakpoint
CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END;
--> statement-breakpoint
CREATE TRIGGER audit_log_no_delete BEFORE DELETE ON audit_log BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END;
--> statement-breakpoint
CREATE TRIGGER sensitive_access_log_no_update BEFORE UPDATE ON sensitive_access_log BEGIN SELECT RAISE(ABORT, 'sensitive_access_log is append-only'); END;
--> statement-breakpoint
CREATE TRIGGER sensitive_access_log_no_delete BEFORE DELETE ON sensitive_access_log BEGIN SELECT RAISE(ABORT, 'sensitive_access_log is append-only'); END;
--> statement-breakpoint
-- A transaction's amount never changes after it is recorded; only its status and staff fields move.
CREATE TRIGGER saving_transactions_amount_fixed BEFORE UPDATE OF amount_satang, user_id, kind ON saving_transactions BEGIN SELECT RAISE(ABORT, 'saving transaction amounts are immutable'); END;
--> statement-breakpoint
CREATE TRIGGER down_payments_amount_fixed BEFORE UPDATE OF amount_satang, down_id, user_id ON down_payments BEGIN SELECT RAISE(ABORT, 'down payment amounts are immutable'); END;
