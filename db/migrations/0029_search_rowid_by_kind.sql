-- Site search, rowids by kind (docs/features/search.md, "The window"): a row's rowid is its kind's
-- code × 2^40 + its id (it was id × 16 + a code), so each kind's rows are one range of rowids,
-- which FTS5 seeks to: a kind with few matches of a common word (replies holding "acc…": 2 of
-- 223,815) was found by reading the word's whole doclist. The codes: posts 1, the places 2 to 6
-- (groups, forums, resources, events, providers), members 7, replies 8; posts, places and
-- members are ranked in one pass from the posts' window up (app/models/search.server.ts). The
-- index, its triggers and its backfill are otherwise 0018's; the vocabulary (0022) reads the
-- index by name.
DROP TRIGGER IF EXISTS `search_posts_insert`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `search_posts_update`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `search_posts_delete`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `search_comments_insert`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `search_comments_update`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `search_comments_delete`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `search_support_groups_insert`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `search_support_groups_update`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `search_support_groups_delete`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `search_forums_insert`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `search_forums_update`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `search_forums_delete`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `search_resources_insert`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `search_resources_update`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `search_resources_delete`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `search_events_insert`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `search_events_update`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `search_events_delete`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `search_ndis_providers_insert`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `search_ndis_providers_update`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `search_ndis_providers_delete`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `search_users_insert`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `search_users_update`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `search_users_delete`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `search_provider_services_insert`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `search_provider_services_update`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `search_provider_services_delete`;
--> statement-breakpoint
DROP TABLE IF EXISTS `search_index`;
--> statement-breakpoint
CREATE VIRTUAL TABLE `search_index` USING fts5(
  kind UNINDEXED,
  item_id UNINDEXED,
  at UNINDEXED,
  title,
  body,
  extra,
  tokenize = "unicode61 remove_diacritics 2",
  prefix = '2 3 4'
);
--> statement-breakpoint
-- posts
INSERT INTO search_index (rowid, kind, item_id, at, title, body, extra)
  SELECT 1 * 1099511627776 + src.id, 'post', src.id, src.created_at, coalesce(src.title, ''), src.content, (select coalesce(group_concat(value, ' '), '') from json_each(src.tags))
  FROM `posts` src WHERE src.removed_at is null and src.deleted_at is null;
--> statement-breakpoint
CREATE TRIGGER `search_posts_insert` AFTER INSERT ON `posts` BEGIN
  INSERT INTO search_index (rowid, kind, item_id, at, title, body, extra)
    SELECT 1 * 1099511627776 + src.id, 'post', src.id, src.created_at, coalesce(src.title, ''), src.content, (select coalesce(group_concat(value, ' '), '') from json_each(src.tags))
    FROM `posts` src WHERE src.id = new.id AND src.removed_at is null and src.deleted_at is null;
END;
--> statement-breakpoint
CREATE TRIGGER `search_posts_update` AFTER UPDATE OF title, content, tags, removed_at, deleted_at ON `posts` BEGIN
  DELETE FROM search_index WHERE rowid = 1 * 1099511627776 + old.id;
  INSERT INTO search_index (rowid, kind, item_id, at, title, body, extra)
    SELECT 1 * 1099511627776 + src.id, 'post', src.id, src.created_at, coalesce(src.title, ''), src.content, (select coalesce(group_concat(value, ' '), '') from json_each(src.tags))
    FROM `posts` src WHERE src.id = new.id AND src.removed_at is null and src.deleted_at is null;
END;
--> statement-breakpoint
CREATE TRIGGER `search_posts_delete` AFTER DELETE ON `posts` BEGIN
  DELETE FROM search_index WHERE rowid = 1 * 1099511627776 + old.id;
END;
--> statement-breakpoint
-- replies
INSERT INTO search_index (rowid, kind, item_id, at, title, body, extra)
  SELECT 8 * 1099511627776 + src.id, 'reply', src.id, src.created_at, '', src.content, ''
  FROM `comments` src WHERE src.removed_at is null and src.deleted_at is null;
--> statement-breakpoint
CREATE TRIGGER `search_comments_insert` AFTER INSERT ON `comments` BEGIN
  INSERT INTO search_index (rowid, kind, item_id, at, title, body, extra)
    SELECT 8 * 1099511627776 + src.id, 'reply', src.id, src.created_at, '', src.content, ''
    FROM `comments` src WHERE src.id = new.id AND src.removed_at is null and src.deleted_at is null;
END;
--> statement-breakpoint
CREATE TRIGGER `search_comments_update` AFTER UPDATE OF content, removed_at, deleted_at ON `comments` BEGIN
  DELETE FROM search_index WHERE rowid = 8 * 1099511627776 + old.id;
  INSERT INTO search_index (rowid, kind, item_id, at, title, body, extra)
    SELECT 8 * 1099511627776 + src.id, 'reply', src.id, src.created_at, '', src.content, ''
    FROM `comments` src WHERE src.id = new.id AND src.removed_at is null and src.deleted_at is null;
END;
--> statement-breakpoint
CREATE TRIGGER `search_comments_delete` AFTER DELETE ON `comments` BEGIN
  DELETE FROM search_index WHERE rowid = 8 * 1099511627776 + old.id;
END;
--> statement-breakpoint
-- groups
INSERT INTO search_index (rowid, kind, item_id, at, title, body, extra)
  SELECT 2 * 1099511627776 + src.id, 'group', src.id, src.created_at, src.name, src.description, src.guidelines
  FROM `support_groups` src WHERE 1;
--> statement-breakpoint
CREATE TRIGGER `search_support_groups_insert` AFTER INSERT ON `support_groups` BEGIN
  INSERT INTO search_index (rowid, kind, item_id, at, title, body, extra)
    SELECT 2 * 1099511627776 + src.id, 'group', src.id, src.created_at, src.name, src.description, src.guidelines
    FROM `support_groups` src WHERE src.id = new.id AND 1;
END;
--> statement-breakpoint
CREATE TRIGGER `search_support_groups_update` AFTER UPDATE OF name, description, guidelines ON `support_groups` BEGIN
  DELETE FROM search_index WHERE rowid = 2 * 1099511627776 + old.id;
  INSERT INTO search_index (rowid, kind, item_id, at, title, body, extra)
    SELECT 2 * 1099511627776 + src.id, 'group', src.id, src.created_at, src.name, src.description, src.guidelines
    FROM `support_groups` src WHERE src.id = new.id AND 1;
END;
--> statement-breakpoint
CREATE TRIGGER `search_support_groups_delete` AFTER DELETE ON `support_groups` BEGIN
  DELETE FROM search_index WHERE rowid = 2 * 1099511627776 + old.id;
END;
--> statement-breakpoint
-- forums
INSERT INTO search_index (rowid, kind, item_id, at, title, body, extra)
  SELECT 3 * 1099511627776 + src.id, 'forum', src.id, src.created_at, src.name, src.description, ''
  FROM `forums` src WHERE 1;
--> statement-breakpoint
CREATE TRIGGER `search_forums_insert` AFTER INSERT ON `forums` BEGIN
  INSERT INTO search_index (rowid, kind, item_id, at, title, body, extra)
    SELECT 3 * 1099511627776 + src.id, 'forum', src.id, src.created_at, src.name, src.description, ''
    FROM `forums` src WHERE src.id = new.id AND 1;
END;
--> statement-breakpoint
CREATE TRIGGER `search_forums_update` AFTER UPDATE OF name, description ON `forums` BEGIN
  DELETE FROM search_index WHERE rowid = 3 * 1099511627776 + old.id;
  INSERT INTO search_index (rowid, kind, item_id, at, title, body, extra)
    SELECT 3 * 1099511627776 + src.id, 'forum', src.id, src.created_at, src.name, src.description, ''
    FROM `forums` src WHERE src.id = new.id AND 1;
END;
--> statement-breakpoint
CREATE TRIGGER `search_forums_delete` AFTER DELETE ON `forums` BEGIN
  DELETE FROM search_index WHERE rowid = 3 * 1099511627776 + old.id;
END;
--> statement-breakpoint
-- resources
INSERT INTO search_index (rowid, kind, item_id, at, title, body, extra)
  SELECT 4 * 1099511627776 + src.id, 'resource', src.id, src.created_at, src.title, src.description, (select coalesce(group_concat(value, ' '), '') from json_each(src.tags))
  FROM `resources` src WHERE 1;
--> statement-breakpoint
CREATE TRIGGER `search_resources_insert` AFTER INSERT ON `resources` BEGIN
  INSERT INTO search_index (rowid, kind, item_id, at, title, body, extra)
    SELECT 4 * 1099511627776 + src.id, 'resource', src.id, src.created_at, src.title, src.description, (select coalesce(group_concat(value, ' '), '') from json_each(src.tags))
    FROM `resources` src WHERE src.id = new.id AND 1;
END;
--> statement-breakpoint
CREATE TRIGGER `search_resources_update` AFTER UPDATE OF title, description, tags ON `resources` BEGIN
  DELETE FROM search_index WHERE rowid = 4 * 1099511627776 + old.id;
  INSERT INTO search_index (rowid, kind, item_id, at, title, body, extra)
    SELECT 4 * 1099511627776 + src.id, 'resource', src.id, src.created_at, src.title, src.description, (select coalesce(group_concat(value, ' '), '') from json_each(src.tags))
    FROM `resources` src WHERE src.id = new.id AND 1;
END;
--> statement-breakpoint
CREATE TRIGGER `search_resources_delete` AFTER DELETE ON `resources` BEGIN
  DELETE FROM search_index WHERE rowid = 4 * 1099511627776 + old.id;
END;
--> statement-breakpoint
-- events
INSERT INTO search_index (rowid, kind, item_id, at, title, body, extra)
  SELECT 5 * 1099511627776 + src.id, 'event', src.id, src.created_at, src.title, src.description, coalesce(src.location, '') || ' ' || src.organizer
  FROM `events` src WHERE 1;
--> statement-breakpoint
CREATE TRIGGER `search_events_insert` AFTER INSERT ON `events` BEGIN
  INSERT INTO search_index (rowid, kind, item_id, at, title, body, extra)
    SELECT 5 * 1099511627776 + src.id, 'event', src.id, src.created_at, src.title, src.description, coalesce(src.location, '') || ' ' || src.organizer
    FROM `events` src WHERE src.id = new.id AND 1;
END;
--> statement-breakpoint
CREATE TRIGGER `search_events_update` AFTER UPDATE OF title, description, location, organizer ON `events` BEGIN
  DELETE FROM search_index WHERE rowid = 5 * 1099511627776 + old.id;
  INSERT INTO search_index (rowid, kind, item_id, at, title, body, extra)
    SELECT 5 * 1099511627776 + src.id, 'event', src.id, src.created_at, src.title, src.description, coalesce(src.location, '') || ' ' || src.organizer
    FROM `events` src WHERE src.id = new.id AND 1;
END;
--> statement-breakpoint
CREATE TRIGGER `search_events_delete` AFTER DELETE ON `events` BEGIN
  DELETE FROM search_index WHERE rowid = 5 * 1099511627776 + old.id;
END;
--> statement-breakpoint
-- providers
INSERT INTO search_index (rowid, kind, item_id, at, title, body, extra)
  SELECT 6 * 1099511627776 + src.id, 'provider', src.id, src.created_at, src.business_name, src.business_description, coalesce(src.trading_name, '') || ' ' || (select coalesce(group_concat(value, ' '), '') from json_each(src.registration_groups)) || ' ' || (select coalesce(group_concat(s.service_name || ' ' || s.category_name, ' '), '') from provider_services s where s.provider_id = src.id and s.is_active = 1)
  FROM `ndis_providers` src WHERE src.is_active = 1 and src.registration_status <> 'suspended';
--> statement-breakpoint
CREATE TRIGGER `search_ndis_providers_insert` AFTER INSERT ON `ndis_providers` BEGIN
  INSERT INTO search_index (rowid, kind, item_id, at, title, body, extra)
    SELECT 6 * 1099511627776 + src.id, 'provider', src.id, src.created_at, src.business_name, src.business_description, coalesce(src.trading_name, '') || ' ' || (select coalesce(group_concat(value, ' '), '') from json_each(src.registration_groups)) || ' ' || (select coalesce(group_concat(s.service_name || ' ' || s.category_name, ' '), '') from provider_services s where s.provider_id = src.id and s.is_active = 1)
    FROM `ndis_providers` src WHERE src.id = new.id AND src.is_active = 1 and src.registration_status <> 'suspended';
END;
--> statement-breakpoint
CREATE TRIGGER `search_ndis_providers_update` AFTER UPDATE OF business_name, trading_name, business_description, registration_groups, registration_status, is_active ON `ndis_providers` BEGIN
  DELETE FROM search_index WHERE rowid = 6 * 1099511627776 + old.id;
  INSERT INTO search_index (rowid, kind, item_id, at, title, body, extra)
    SELECT 6 * 1099511627776 + src.id, 'provider', src.id, src.created_at, src.business_name, src.business_description, coalesce(src.trading_name, '') || ' ' || (select coalesce(group_concat(value, ' '), '') from json_each(src.registration_groups)) || ' ' || (select coalesce(group_concat(s.service_name || ' ' || s.category_name, ' '), '') from provider_services s where s.provider_id = src.id and s.is_active = 1)
    FROM `ndis_providers` src WHERE src.id = new.id AND src.is_active = 1 and src.registration_status <> 'suspended';
END;
--> statement-breakpoint
CREATE TRIGGER `search_ndis_providers_delete` AFTER DELETE ON `ndis_providers` BEGIN
  DELETE FROM search_index WHERE rowid = 6 * 1099511627776 + old.id;
END;
--> statement-breakpoint
-- members
INSERT INTO search_index (rowid, kind, item_id, at, title, body, extra)
  SELECT 7 * 1099511627776 + src.id, 'member', src.id, src.created_at, src.display_name, coalesce(src.bio, ''), src.username
  FROM `users` src WHERE src.is_active = 1;
--> statement-breakpoint
CREATE TRIGGER `search_users_insert` AFTER INSERT ON `users` BEGIN
  INSERT INTO search_index (rowid, kind, item_id, at, title, body, extra)
    SELECT 7 * 1099511627776 + src.id, 'member', src.id, src.created_at, src.display_name, coalesce(src.bio, ''), src.username
    FROM `users` src WHERE src.id = new.id AND src.is_active = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `search_users_update` AFTER UPDATE OF display_name, username, bio, is_active ON `users` BEGIN
  DELETE FROM search_index WHERE rowid = 7 * 1099511627776 + old.id;
  INSERT INTO search_index (rowid, kind, item_id, at, title, body, extra)
    SELECT 7 * 1099511627776 + src.id, 'member', src.id, src.created_at, src.display_name, coalesce(src.bio, ''), src.username
    FROM `users` src WHERE src.id = new.id AND src.is_active = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `search_users_delete` AFTER DELETE ON `users` BEGIN
  DELETE FROM search_index WHERE rowid = 7 * 1099511627776 + old.id;
END;
--> statement-breakpoint
CREATE TRIGGER `search_provider_services_insert` AFTER INSERT ON `provider_services` BEGIN
  DELETE FROM search_index WHERE rowid = 6 * 1099511627776 + new.provider_id;
  INSERT INTO search_index (rowid, kind, item_id, at, title, body, extra)
    SELECT 6 * 1099511627776 + src.id, 'provider', src.id, src.created_at, src.business_name, src.business_description, coalesce(src.trading_name, '') || ' ' || (select coalesce(group_concat(value, ' '), '') from json_each(src.registration_groups)) || ' ' || (select coalesce(group_concat(s.service_name || ' ' || s.category_name, ' '), '') from provider_services s where s.provider_id = src.id and s.is_active = 1)
    FROM `ndis_providers` src WHERE src.id = new.provider_id AND src.is_active = 1 and src.registration_status <> 'suspended';
END;
--> statement-breakpoint
CREATE TRIGGER `search_provider_services_update` AFTER UPDATE ON `provider_services` BEGIN
  DELETE FROM search_index WHERE rowid = 6 * 1099511627776 + new.provider_id;
  INSERT INTO search_index (rowid, kind, item_id, at, title, body, extra)
    SELECT 6 * 1099511627776 + src.id, 'provider', src.id, src.created_at, src.business_name, src.business_description, coalesce(src.trading_name, '') || ' ' || (select coalesce(group_concat(value, ' '), '') from json_each(src.registration_groups)) || ' ' || (select coalesce(group_concat(s.service_name || ' ' || s.category_name, ' '), '') from provider_services s where s.provider_id = src.id and s.is_active = 1)
    FROM `ndis_providers` src WHERE src.id = new.provider_id AND src.is_active = 1 and src.registration_status <> 'suspended';
END;
--> statement-breakpoint
CREATE TRIGGER `search_provider_services_delete` AFTER DELETE ON `provider_services` BEGIN
  DELETE FROM search_index WHERE rowid = 6 * 1099511627776 + old.provider_id;
  INSERT INTO search_index (rowid, kind, item_id, at, title, body, extra)
    SELECT 6 * 1099511627776 + src.id, 'provider', src.id, src.created_at, src.business_name, src.business_description, coalesce(src.trading_name, '') || ' ' || (select coalesce(group_concat(value, ' '), '') from json_each(src.registration_groups)) || ' ' || (select coalesce(group_concat(s.service_name || ' ' || s.category_name, ' '), '') from provider_services s where s.provider_id = src.id and s.is_active = 1)
    FROM `ndis_providers` src WHERE src.id = old.provider_id AND src.is_active = 1 and src.registration_status <> 'suspended';
END;
