CREATE INDEX `messages_to_id_idx` ON `messages` (`to_user_id`,`id`);--> statement-breakpoint
CREATE INDEX `messages_from_id_idx` ON `messages` (`from_user_id`,`id`);--> statement-breakpoint
CREATE INDEX `resources_title_idx` ON `resources` (`title`,`id`);--> statement-breakpoint
CREATE INDEX `resources_popular_idx` ON `resources` (`helpful`,`view_count`,`id`);