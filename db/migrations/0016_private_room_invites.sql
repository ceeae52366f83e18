-- A private room is entered through its invite link, which carries this token.
-- Private rooms made before this migration get one; a public room needs none.
UPDATE `game_rooms` SET `invite_token` = lower(hex(randomblob(32))) WHERE `is_private` = 1 AND `invite_token` IS NULL;--> statement-breakpoint
UPDATE `game_rooms` SET `invite_token` = NULL WHERE `is_private` = 0;
