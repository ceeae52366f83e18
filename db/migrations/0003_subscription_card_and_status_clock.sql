ALTER TABLE `user_subscriptions` ADD `card_brand` text;--> statement-breakpoint
ALTER TABLE `user_subscriptions` ADD `card_last4` text;--> statement-breakpoint
ALTER TABLE `user_subscriptions` ADD `card_expiry` text;--> statement-breakpoint
ALTER TABLE `user_subscriptions` ADD `status_event_created` integer DEFAULT 0 NOT NULL;