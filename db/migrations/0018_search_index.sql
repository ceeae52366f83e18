-- Site search (docs/features/search.md): one FTS5 table over every kind of thing a member can
-- find. It keeps its own copy of the text (not external content): the text comes from eight
-- tables, and snippet() needs the text at hand. The rowid is id * 16 + a code per kind, so a
-- trigger reaches its row by rowid rather than scanning. Removed and deleted content leaves the
-- index; who may see what is still decided at query time (app/models/search.server.ts).
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
  SELECT src.id * 16 + 1, 'post', src.id, src.created_at, coalesce(src.title, ''), src.content, (select coalesce(group_concat(value, ' '), '') from json_each(src.tags))
  FROM `posts` src WHERE src.removed_at is null and src.deleted_at is null;
--> statement-breakpoint
CREATE TRIGGER `search_posts_insert` AFTER INSERT ON `posts` BEGIN
  INSERT INTO search_index (rowid, kind, item_id, at, title, body, extra)
    SELECT src.id * 16 + 1, 'post', src.id, src.created_at, coalesce(src.title, ''), src.content, (select coalesce(group_concat(value, ' '), '') from json_each(src.tags))
    FROM `posts` src WHERE src.id = new.id AND src.removed_at is null and src.deleted_at is null;
END;
--> statement-breakpoint
CREATE TRIGGER `search_posts_update` AFTER UPDATE OF title, content, tags, removed_at, deleted_at ON `posts` BEGIN
  DELETE FROM search_index WHERE rowid = old.id * 16 + 1;
  INSERT INTO search_index (rowid, kind, item_id, at, title, body, extra)
    SELECT src.id * 16 + 1, 'post', src.id, src.created_at, coalesce(src.title, ''), src.content, (select coalesce(group_concat(value, ' '), '') from json_each(src.tags))
    FROM `posts` src WHERE src.id = new.id AND src.removed_at is null and src.deleted_at is null;
END;
--> statement-breakpoint
CREATE TRIGGER `search_posts_delete` AFTER DELETE ON `posts` BEGIN
  DELETE FROM search_index WHERE rowid = old.id * 16 + 1;
END;
--> statement-breakpoint
-- replies
INSERT INTO search_index (rowid, kind, item_id, at, title, body, extra)
  SELECT src.id * 16 + 2, 'reply', src.id, src.created_at, '', src.content, ''
  FROM `comments` src WHERE src.removed_at is null and src.deleted_at is null;
--> statement-breakpoint
CREATE TRIGGER `search_comments_insert` AFTER INSERT ON `comments` BEGIN
  INSERT INTO search_index (rowid, kind, item_id, at, title, body, extra)
    SELECT src.id * 16 + 2, 'reply', src.id, src.created_at, '', src.content, ''
    FROM `comments` src WHERE src.id = new.id AND src.removed_at is null and src.deleted_at is null;
END;
--> statement-breakpoint
CREATE TRIGGER `search_comments_update` AFTER UPDATE OF content, removed_at, deleted_at ON `comments` BEGIN
  DELETE FROM search_index WHERE rowid = old.id * 16 + 2;
  INSERT INTO search_index (rowid, kind, item_id, at, title, body, extra)
    SELECT src.id * 16 + 2, 'reply', src.id, src.created_at, '', src.content, ''
    FROM `comments` src WHERE src.id = new.id AND src.removed_at is null and src.deleted_at is null;
END;
--> statement-breakpoint
CREATE TRIGGER `search_comments_delete` AFTER DELETE ON `comments` BEGIN
  DELETE FROM search_index WHERE rowid = old.id * 16 + 2;
END;
--> statement-breakpoint
-- groups
INSERT INTO search_index (rowid, kind, item_id, at, title, body, extra)
  SELECT src.id * 16 + 3, 'group', src.id, src.created_at, src.name, src.description, src.guidelines
  FROM `support_groups` src WHERE 1;
--> statement-breakpoint
CREATE TRIGGER `search_support_groups_insert` AFTER INSERT ON `support_groups` BEGIN
  INSERT INTO search_index (rowid, kind, item_id, at, title, body, extra)
    SELECT src.id * 16 + 3, 'group', src.id, src.created_at, src.name, src.description, src.guidelines
    FROM `support_groups` src WHERE src.id = new.id AND 1;
END;
--> statement-breakpoint
CREATE TRIGGER `search_support_groups_update` AFTER UPDATE OF name, description, guidelines ON `support_groups` BEGIN
  DELETE FROM search_index WHERE rowid = old.id * 16 + 3;
  INSERT INTO search_index (rowid, kind, item_id, at, title, body, extra)
    SELECT src.id * 16 + 3, 'group', src.id, src.created_at, src.name, src.description, src.guidelines
    FROM `support_groups` src WHERE src.id = new.id AND 1;
END;
--> statement-breakpoint
CREATE TRIGGER `search_support_groups_delete` AFTER DELETE ON `support_groups` BEGIN
  DELETE FROM search_index WHERE rowid = old.id * 16 + 3;
END;
--> statement-breakpoint
-- forums
INSERT INTO search_index (rowid, kind, item_id, at, title, body, extra)
  SELECT src.id * 16 + 4, 'forum', src.id, src.created_at, src.name, src.description, ''
  FROM `forums` src WHERE 1;
--> statement-breakpoint
CREATE TRIGGER `search_forums_insert` AFTER INSERT ON `forums` BEGIN
  INSERT INTO search_index (rowid, kind, item_id, at, title, body, extra)
    SELECT src.id * 16 + 4, 'forum', src.id, src.created_at, src.name, src.description, ''
    FROM `forums` src WHERE src.id = new.id AND 1;
END;
--> statement-breakpoint
CREATE TRIGGER `search_forums_update` AFTER UPDATE OF name, description ON `forums` BEGIN
  DELETE FROM search_index WHERE rowid = old.id * 16 + 4;
  INSERT INTO search_index (rowid, kind, item_id, at, title, body, extra)
    SELECT src.id * 16 + 4, 'forum', src.id, src.created_at, src.name, src.description, ''
    FROM `forums` src WHERE src.id = new.id AND 1;
END;
--> statement-breakpoint
CREATE TRIGGER `search_forums_delete` AFTER DELETE ON `forums` BEGIN
  DELETE FROM search_index WHERE rowid = old.id * 16 + 4;
END;
--> statement-breakpoint
-- resources
INSERT INTO search_index (rowid, kind, item_id, at, title, body, extra)
  SELECT src.id * 16 + 5, 'resource', src.id, src.created_at, src.title, src.description, (select coalesce(group_concat(value, ' '), '') from json_each(src.tags))
  FROM `resources` src WHERE 1;
--> statement-breakpoint
CREATE TRIGGER `search_resources_insert` AFTER INSERT ON `resources` BEGIN
  INSERT INTO search_index (rowid, kind, item_id, at, title, body, extra)
    SELECT src.id * 16 + 5, 'resource', src.id, src.created_at, src.title, src.description, (select coalesce(group_concat(value, ' '), '') from json_each(src.tags))
    FROM `resources` src WHERE src.id = new.id AND 1;
END;
--> statement-breakpoint
CREATE TRIGGER `search_resources_update` AFTER UPDATE OF title, description, tags ON `resources` BEGIN
  DELETE FROM search_index WHERE rowid = old.id * 16 + 5;
  INSERT INTO search_index (rowid, kind, item_id, at, title, body, extra)
    SELECT src.id * 16 + 5, 'resource', src.id, src.created_at, src.title, src.description, (select coalesce(group_concat(value, ' '), '') from json_each(src.tags))
    FROM `resources` src WHERE src.id = new.id AND 1;
END;
--> statement-breakpoint
CREATE TRIGGER `search_resources_delete` AFTER DELETE ON `resources` BEGIN
  DELETE FROM search_index WHERE rowid = old.id * 16 + 5;
END;
--> statement-breakpoint
-- events
INSERT INTO search_index (rowid, kind, item_id, at, title, body, extra)
  SELECT src.id * 16 + 6, 'event', src.id, src.created_at, src.title, src.description, coalesce(src.location, '') || ' ' || src.organizer
  FROM `events` src WHERE 1;
--> statement-breakpoint
CREATE TRIGGER `search_events_insert` AFTER INSERT ON `events` BEGIN
  INSERT INTO search_index (rowid, kind, item_id, at, title, body, extra)
    SELECT src.id * 16 + 6, 'event', src.id, src.created_at, src.title, src.description, coalesce(src.location, '') || ' ' || src.organizer
    FROM `events` src WHERE src.id = new.id AND 1;
END;
--> statement-breakpoint
CREATE TRIGGER `search_events_update` AFTER UPDATE OF title, description, location, organizer ON `events` BEGIN
  DELETE FROM search_index WHERE rowid = old.id * 16 + 6;
  INSERT INTO search_index (rowid, kind, item_id, at, title, body, extra)
    SELECT src.id * 16 + 6, 'event', src.id, src.created_at, src.title, src.description, coalesce(src.location, '') || ' ' || src.organizer
    FROM `events` src WHERE src.id = new.id AND 1;
END;
--> statement-breakpoint
CREATE TRIGGER `search_events_delete` AFTER DELETE ON `events` BEGIN
  DELETE FROM search_index WHERE rowid = old.id * 16 + 6;
END;
--> statement-breakpoint
-- providers
INSERT INTO search_index (rowid, kind, item_id, at, title, body, extra)
  SELECT src.id * 16 + 7, 'provider', src.id, src.created_at, src.business_name, src.business_description, coalesce(src.trading_name, '') || ' ' || (select coalesce(group_concat(value, ' '), '') from json_each(src.registration_groups)) || ' ' || (select coalesce(group_concat(s.service_name || ' ' || s.category_name, ' '), '') from provider_services s where s.provider_id = src.id and s.is_active = 1)
  FROM `ndis_providers` src WHERE src.is_active = 1 and src.registration_status <> 'suspended';
--> statement-breakpoint
CREATE TRIGGER `search_ndis_providers_insert` AFTER INSERT ON `ndis_providers` BEGIN
  INSERT INTO search_index (rowid, kind, item_id, at, title, body, extra)
    SELECT src.id * 16 + 7, 'provider', src.id, src.created_at, src.business_name, src.business_description, coalesce(src.trading_name, '') || ' ' || (select coalesce(group_concat(value, ' '), '') from json_each(src.registration_groups)) || ' ' || (select coalesce(group_concat(s.service_name || ' ' || s.category_name, ' '), '') from provider_services s where s.provider_id = src.id and s.is_active = 1)
    FROM `ndis_providers` src WHERE src.id = new.id AND src.is_active = 1 and src.registration_status <> 'suspended';
END;
--> statement-breakpoint
CREATE TRIGGER `search_ndis_providers_update` AFTER UPDATE OF business_name, trading_name, business_description, registration_groups, registration_status, is_active ON `ndis_providers` BEGIN
  DELETE FROM search_index WHERE rowid = old.id * 16 + 7;
  INSERT INTO search_index (rowid, kind, item_id, at, title, body, extra)
    SELECT src.id * 16 + 7, 'provider', src.id, src.created_at, src.business_name, src.business_description, coalesce(src.trading_name, '') || ' ' || (select coalesce(group_concat(value, ' '), '') from json_each(src.registration_groups)) || ' ' || (select coalesce(group_concat(s.service_name || ' ' || s.category_name, ' '), '') from provider_services s where s.provider_id = src.id and s.is_active = 1)
    FROM `ndis_providers` src WHERE src.id = new.id AND src.is_active = 1 and src.registration_status <> 'suspended';
END;
--> statement-breakpoint
CREATE TRIGGER `search_ndis_providers_delete` AFTER DELETE ON `ndis_providers` BEGIN
  DELETE FROM search_index WHERE rowid = old.id * 16 + 7;
END;
--> statement-breakpoint
-- members
INSERT INTO search_index (rowid, kind, item_id, at, title, body, extra)
  SELECT src.id * 16 + 8, 'member', src.id, src.created_at, src.display_name, coalesce(src.bio, ''), src.username
  FROM `users` src WHERE src.is_active = 1;
--> statement-breakpoint
CREATE TRIGGER `search_users_insert` AFTER INSERT ON `users` BEGIN
  INSERT INTO search_index (rowid, kind, item_id, at, title, body, extra)
    SELECT src.id * 16 + 8, 'member', src.id, src.created_at, src.display_name, coalesce(src.bio, ''), src.username
    FROM `users` src WHERE src.id = new.id AND src.is_active = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `search_users_update` AFTER UPDATE OF display_name, username, bio, is_active ON `users` BEGIN
  DELETE FROM search_index WHERE rowid = old.id * 16 + 8;
  INSERT INTO search_index (rowid, kind, item_id, at, title, body, extra)
    SELECT src.id * 16 + 8, 'member', src.id, src.created_at, src.display_name, coalesce(src.bio, ''), src.username
    FROM `users` src WHERE src.id = new.id AND src.is_active = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `search_users_delete` AFTER DELETE ON `users` BEGIN
  DELETE FROM search_index WHERE rowid = old.id * 16 + 8;
END;
--> statement-breakpoint
CREATE TRIGGER `search_provider_services_insert` AFTER INSERT ON `provider_services` BEGIN
  DELETE FROM search_index WHERE rowid = new.provider_id * 16 + 7;
  INSERT INTO search_index (rowid, kind, item_id, at, title, body, extra)
    SELECT src.id * 16 + 7, 'provider', src.id, src.created_at, src.business_name, src.business_description, coalesce(src.trading_name, '') || ' ' || (select coalesce(group_concat(value, ' '), '') from json_each(src.registration_groups)) || ' ' || (select coalesce(group_concat(s.service_name || ' ' || s.category_name, ' '), '') from provider_services s where s.provider_id = src.id and s.is_active = 1)
    FROM `ndis_providers` src WHERE src.id = new.provider_id AND src.is_active = 1 and src.registration_status <> 'suspended';
END;
--> statement-breakpoint
CREATE TRIGGER `search_provider_services_update` AFTER UPDATE ON `provider_services` BEGIN
  DELETE FROM search_index WHERE rowid = new.provider_id * 16 + 7;
  INSERT INTO search_index (rowid, kind, item_id, at, title, body, extra)
    SELECT src.id * 16 + 7, 'provider', src.id, src.created_at, src.business_name, src.business_description, coalesce(src.trading_name, '') || ' ' || (select coalesce(group_concat(value, ' '), '') from json_each(src.registration_groups)) || ' ' || (select coalesce(group_concat(s.service_name || ' ' || s.category_name, ' '), '') from provider_services s where s.provider_id = src.id and s.is_active = 1)
    FROM `ndis_providers` src WHERE src.id = new.provider_id AND src.is_active = 1 and src.registration_status <> 'suspended';
END;
--> statement-breakpoint
CREATE TRIGGER `search_provider_services_delete` AFTER DELETE ON `provider_services` BEGIN
  DELETE FROM search_index WHERE rowid = old.provider_id * 16 + 7;
  INSERT INTO search_index (rowid, kind, item_id, at, title, body, extra)
    SELECT src.id * 16 + 7, 'provider', src.id, src.created_at, src.business_name, src.business_description, coalesce(src.trading_name, '') || ' ' || (select coalesce(group_concat(value, ' '), '') from json_each(src.registration_groups)) || ' ' || (select coalesce(group_concat(s.service_name || ' ' || s.category_name, ' '), '') from provider_services s where s.provider_id = src.id and s.is_active = 1)
    FROM `ndis_providers` src WHERE src.id = old.provider_id AND src.is_active = 1 and src.registration_status <> 'suspended';
END;
