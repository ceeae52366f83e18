ALTER TABLE `media` ADD `small_key` text;--> statement-breakpoint
ALTER TABLE `media` ADD `avatar` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `media` ADD `creative_id` integer REFERENCES ad_creatives(id) ON DELETE cascade;--> statement-breakpoint
CREATE UNIQUE INDEX `media_small_key_uq` ON `media` (`small_key`);--> statement-breakpoint
CREATE INDEX `media_creative_idx` ON `media` (`creative_id`);