ALTER TABLE `images` ADD `purged_at` text;--> statement-breakpoint
ALTER TABLE `images` ADD `purge_reason` text;--> statement-breakpoint
-- hand-written:
-- Before this migration a purge left an image's row with empty bytes and no other mark, and the purge was
-- the only thing that ever wrote an empty image: where some account has been purged, those rows are marked
-- as the purge's (at the newest purge's time, the closest this file knows), so the checks stop calling them
-- damaged (docs/decisions.md "A purged image is a state, not damage").
UPDATE `images` SET `purged_at` = (SELECT max(`purged_at`) FROM `users`), `purge_reason` = 'closed_account'
WHERE length(`bytes`) = 0 AND `purged_at` IS NULL AND EXISTS (SELECT 1 FROM `users` WHERE `purged_at` IS NOT NULL);
