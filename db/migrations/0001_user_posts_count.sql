ALTER TABLE `users` ADD `posts_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE `users` SET `posts_count` = (SELECT count(*) FROM `posts` WHERE `posts`.`author_id` = `users`.`id` AND `posts`.`removed_at` IS NULL);
