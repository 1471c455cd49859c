CREATE TABLE `product_images` (
	`product_id` integer NOT NULL,
	`position` integer NOT NULL,
	`image` text NOT NULL,
	`alt` text DEFAULT '' NOT NULL,
	PRIMARY KEY(`product_id`, `position`),
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`image`) REFERENCES `images`(`hash`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `product_questions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`product_id` integer,
	`product_code` text NOT NULL,
	`name` text NOT NULL,
	`phone` text NOT NULL,
	`question` text NOT NULL,
	`reply` text,
	`replied_by` integer,
	`replied_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`replied_by`) REFERENCES `staff`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `product_questions_created` ON `product_questions` (`created_at`);--> statement-breakpoint
CREATE TABLE `product_stock` (
	`product_id` integer NOT NULL,
	`branch_id` integer NOT NULL,
	`quantity` integer NOT NULL,
	PRIMARY KEY(`product_id`, `branch_id`),
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`branch_id`) REFERENCES `branches`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "product_stock_quantity" CHECK("product_stock"."quantity" >= 0)
);
--> statement-breakpoint
ALTER TABLE `products` ADD `name` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `kind` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `maker` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `purity` text DEFAULT '96.5' NOT NULL;--> statement-breakpoint
-- hand-written: every product's one picture becomes its first photo (docs/decisions.md "A product's photos").
INSERT INTO `product_images` (`product_id`, `position`, `image`, `alt`) SELECT `id`, 0, `img`, '' FROM `products` WHERE `img` IS NOT NULL;
