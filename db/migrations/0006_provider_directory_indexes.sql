DROP INDEX `ndis_providers_location_idx`;--> statement-breakpoint
CREATE INDEX `ndis_providers_location_idx` ON `ndis_providers` (`location`,`is_active`,`business_name`);--> statement-breakpoint
CREATE INDEX `provider_reviews_rating_idx` ON `provider_reviews` (`provider_id`,`is_public`,`rating`);