CREATE TABLE `support_request_entries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`request_id` integer NOT NULL,
	`author_id` integer,
	`kind` text NOT NULL,
	`body` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`request_id`) REFERENCES `support_requests`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `support_request_entries_request_idx` ON `support_request_entries` (`request_id`,`created_at`,`id`);--> statement-breakpoint
CREATE TABLE `support_requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer,
	`email` text,
	`topic` text NOT NULL,
	`message` text NOT NULL,
	`page_url` text,
	`status` text DEFAULT 'open' NOT NULL,
	`high_priority` integer DEFAULT false NOT NULL,
	`queue_rank` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `support_requests_queue_idx` ON `support_requests` (`queue_rank`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `support_requests_user_idx` ON `support_requests` (`user_id`,`created_at`);