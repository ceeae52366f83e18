ALTER TABLE `events` ADD `group_id` integer REFERENCES support_groups(id) ON DELETE cascade;--> statement-breakpoint
CREATE INDEX `events_group_start_idx` ON `events` (`group_id`,`start_time`);--> statement-breakpoint
ALTER TABLE `group_memberships` ADD `role` text DEFAULT 'member' NOT NULL;--> statement-breakpoint
CREATE INDEX `group_memberships_group_status_idx` ON `group_memberships` (`group_id`,`status`,`created_at`,`user_id`);--> statement-breakpoint
ALTER TABLE `moderation_actions` ADD `group_id` integer REFERENCES support_groups(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `posts` ADD `group_id` integer REFERENCES support_groups(id) ON DELETE cascade;--> statement-breakpoint
ALTER TABLE `posts` ADD `pinned_at` text;--> statement-breakpoint
CREATE INDEX `posts_group_created_idx` ON `posts` (`group_id`,`created_at`,`id`);