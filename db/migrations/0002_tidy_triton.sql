ALTER TABLE `messages` ADD `removed_at` text;--> statement-breakpoint
CREATE UNIQUE INDEX `reports_reporter_content_uq` ON `reports` (`reporter_id`,`content_type`,`content_id`);