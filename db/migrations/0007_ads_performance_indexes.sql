CREATE INDEX `ad_sets_audience_idx` ON `ad_sets` (`audience_id`);--> statement-breakpoint
CREATE INDEX `ads_creative_idx` ON `ads` (`creative_id`);