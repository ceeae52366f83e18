CREATE TABLE `notification_settings` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`muted_kinds` text DEFAULT '[]' NOT NULL,
	`email` text DEFAULT '{}' NOT NULL,
	`quiet_start` integer,
	`quiet_end` integer,
	`time_zone` text DEFAULT 'Australia/Sydney' NOT NULL,
	`announce` text DEFAULT 'all' NOT NULL,
	`digest_sent_at` text,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `notifications` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`kind` text NOT NULL,
	`actor_id` integer,
	`detail` text,
	`url` text NOT NULL,
	`group_key` text,
	`count` integer DEFAULT 1 NOT NULL,
	`read_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`actor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `notifications_user_created_idx` ON `notifications` (`user_id`,`created_at`,`id`);--> statement-breakpoint
CREATE UNIQUE INDEX `notifications_user_group_idx` ON `notifications` (`user_id`,`group_key`);--> statement-breakpoint
CREATE INDEX `notifications_unread_idx` ON `notifications` (`user_id`) WHERE read_at is null;