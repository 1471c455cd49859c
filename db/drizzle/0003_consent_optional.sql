PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_verification_requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`customer_id` integer,
	`national_id` text NOT NULL,
	`full_name` text,
	`phone_number` text,
	`address` text,
	`email` text,
	`id_card_img` text NOT NULL,
	`personal_img` text NOT NULL,
	`consent_at` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`reason` text,
	`decided_by` integer,
	`decided_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`id_card_img`) REFERENCES `images`(`hash`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`personal_img`) REFERENCES `images`(`hash`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`decided_by`) REFERENCES `staff`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
INSERT INTO `__new_verification_requests`("id", "user_id", "customer_id", "national_id", "full_name", "phone_number", "address", "email", "id_card_img", "personal_img", "consent_at", "status", "reason", "decided_by", "decided_at", "created_at") SELECT "id", "user_id", "customer_id", "national_id", "full_name", "phone_number", "address", "email", "id_card_img", "personal_img", "consent_at", "status", "reason", "decided_by", "decided_at", "created_at" FROM `verification_requests`;--> statement-breakpoint
DROP TABLE `verification_requests`;--> statement-breakpoint
ALTER TABLE `__new_verification_requests` RENAME TO `verification_requests`;--> statement-breakpoint
PRAGMA foreign_keys=ON;