ALTER TABLE `forums` ADD `posts_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Each forum's discussions and questions that are not removed: what /forums shows beside each
-- forum. Counting them on every view read every forum post (400,000 at a million posts,
-- bench/scale), so triggers keep the number as posts come, move, change type, are removed and go.
-- A backup's restore recounts (scripts/d1-backup.ts): its posts count themselves in as they load.
UPDATE `forums` SET `posts_count` = (SELECT count(*) FROM `posts` p WHERE p.forum_id = `forums`.`id` AND p.type IN ('discussion', 'question') AND p.removed_at IS NULL);
--> statement-breakpoint
CREATE TRIGGER `forum_posts_count_insert` AFTER INSERT ON `posts`
  WHEN new.forum_id IS NOT NULL AND new.type IN ('discussion', 'question') AND new.removed_at IS NULL BEGIN
  UPDATE `forums` SET `posts_count` = `posts_count` + 1 WHERE `id` = new.forum_id;
END;
--> statement-breakpoint
CREATE TRIGGER `forum_posts_count_update` AFTER UPDATE OF forum_id, type, removed_at ON `posts` BEGIN
  UPDATE `forums` SET `posts_count` = `posts_count` - 1
    WHERE `id` = old.forum_id AND old.type IN ('discussion', 'question') AND old.removed_at IS NULL;
  UPDATE `forums` SET `posts_count` = `posts_count` + 1
    WHERE `id` = new.forum_id AND new.type IN ('discussion', 'question') AND new.removed_at IS NULL;
END;
--> statement-breakpoint
CREATE TRIGGER `forum_posts_count_delete` AFTER DELETE ON `posts`
  WHEN old.forum_id IS NOT NULL AND old.type IN ('discussion', 'question') AND old.removed_at IS NULL BEGIN
  UPDATE `forums` SET `posts_count` = `posts_count` - 1 WHERE `id` = old.forum_id;
END;
