ALTER TABLE `accessibility_preferences` ADD `sound_volume` integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE `events` ADD `auslan_interpreted` integer GENERATED ALWAYS AS (instr(accessibility_features, '"ASL"') > 0) VIRTUAL;--> statement-breakpoint
CREATE INDEX `events_auslan_start_idx` ON `events` (`auslan_interpreted`,`start_time`,`id`);--> statement-breakpoint
ALTER TABLE `resources` ADD `auslan_url` text;--> statement-breakpoint
ALTER TABLE `resources` ADD `audio_described_url` text;