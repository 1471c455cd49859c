CREATE TABLE `staff_branches` (
	`staff_id` integer NOT NULL,
	`branch_id` integer NOT NULL,
	PRIMARY KEY(`staff_id`, `branch_id`),
	FOREIGN KEY (`staff_id`) REFERENCES `staff`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`branch_id`) REFERENCES `branches`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
-- hand-written: staff working before branches were theirs keep what they saw (every branch) until the owner narrows it (docs/decisions.md "Staff belong to branches").
INSERT INTO `staff_branches` (`staff_id`, `branch_id`) SELECT s.`id`, b.`id` FROM `staff` s CROSS JOIN `branches` b WHERE s.`role` = 'staff';
