CREATE TABLE `comment_likes` (
	`comment_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`comment_id`, `user_id`),
	FOREIGN KEY (`comment_id`) REFERENCES `comments`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `edit_revisions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`content_type` text NOT NULL,
	`content_id` integer NOT NULL,
	`title` text,
	`content` text NOT NULL,
	`content_warning` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `edit_revisions_content_idx` ON `edit_revisions` (`content_type`,`content_id`,`id`);--> statement-breakpoint
CREATE TABLE `mentions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`content_type` text NOT NULL,
	`content_id` integer NOT NULL,
	`post_id` integer NOT NULL,
	`author_id` integer NOT NULL,
	`mentioned_user_id` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`post_id`) REFERENCES `posts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`mentioned_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `mentions_content_user_uq` ON `mentions` (`content_type`,`content_id`,`mentioned_user_id`);--> statement-breakpoint
CREATE INDEX `mentions_user_created_idx` ON `mentions` (`mentioned_user_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `accessibility_preferences` ADD `always_expand_warnings` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `comments` ADD `parent_id` integer;--> statement-breakpoint
ALTER TABLE `comments` ADD `content_warning` text;--> statement-breakpoint
ALTER TABLE `comments` ADD `likes` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `comments` ADD `replies_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `comments` ADD `edited_at` text;--> statement-breakpoint
ALTER TABLE `comments` ADD `deleted_at` text;--> statement-breakpoint
CREATE INDEX `comments_post_parent_created_idx` ON `comments` (`post_id`,`parent_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `comments_parent_created_idx` ON `comments` (`parent_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `comments_post_id_idx` ON `comments` (`post_id`,`id`);--> statement-breakpoint
ALTER TABLE `posts` ADD `content_warning` text;--> statement-breakpoint
ALTER TABLE `posts` ADD `edited_at` text;--> statement-breakpoint
ALTER TABLE `posts` ADD `deleted_at` text;--> statement-breakpoint
ALTER TABLE `posts` ADD `accepted_comment_id` integer;