CREATE TABLE `appeals` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`action_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`statement` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`decided_by` integer,
	`decision_reason` text,
	`decided_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`action_id`) REFERENCES `moderation_actions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`decided_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `appeals_action_uq` ON `appeals` (`action_id`);--> statement-breakpoint
CREATE INDEX `appeals_status_created_idx` ON `appeals` (`status`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `appeals_user_idx` ON `appeals` (`user_id`);