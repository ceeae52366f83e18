CREATE TABLE `media` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`key` text NOT NULL,
	`owner_id` integer NOT NULL,
	`type` text NOT NULL,
	`size` integer NOT NULL,
	`width` integer NOT NULL,
	`height` integer NOT NULL,
	`alt` text,
	`animated` integer DEFAULT false NOT NULL,
	`still_key` text,
	`post_id` integer,
	`comment_id` integer,
	`position` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`post_id`) REFERENCES `posts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`comment_id`) REFERENCES `comments`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `media_key_uq` ON `media` (`key`);--> statement-breakpoint
CREATE UNIQUE INDEX `media_still_key_uq` ON `media` (`still_key`);--> statement-breakpoint
CREATE INDEX `media_post_idx` ON `media` (`post_id`,`position`);--> statement-breakpoint
CREATE INDEX `media_comment_idx` ON `media` (`comment_id`,`position`);--> statement-breakpoint
CREATE INDEX `media_owner_idx` ON `media` (`owner_id`,`created_at`);
