-- A notification names the post, reply or event it quotes, so it is shown only while
-- its member may still see that (a member who leaves a private group stops seeing its text).
ALTER TABLE `notifications` ADD `about_kind` text;--> statement-breakpoint
ALTER TABLE `notifications` ADD `about_id` integer;