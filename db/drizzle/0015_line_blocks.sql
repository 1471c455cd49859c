CREATE TABLE `line_blocks` (
	`line_user_id` text PRIMARY KEY NOT NULL,
	`blocked_at` text NOT NULL
);
