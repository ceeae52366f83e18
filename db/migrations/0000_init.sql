CREATE TABLE `accessibility_preferences` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`font_size` text NOT NULL,
	`font_family` text NOT NULL,
	`color_scheme` text NOT NULL,
	`contrast_level` text NOT NULL,
	`reduce_motion` integer NOT NULL,
	`autoplay` integer NOT NULL,
	`animation_speed` text NOT NULL,
	`keyboard_navigation` integer NOT NULL,
	`focus_indicators` text NOT NULL,
	`skip_links` integer NOT NULL,
	`sound_effects` integer NOT NULL,
	`voice_announcements` integer NOT NULL,
	`audio_descriptions` integer NOT NULL,
	`screen_reader_optimized` integer NOT NULL,
	`verbose_descriptions` integer NOT NULL,
	`landmark_navigation` integer NOT NULL,
	`simplified_layout` integer NOT NULL,
	`reading_assistance` integer NOT NULL,
	`concentration_mode` integer NOT NULL,
	`click_assistance` integer NOT NULL,
	`drag_assistance` integer NOT NULL,
	`hover_delay` integer NOT NULL,
	`text_to_speech` integer NOT NULL,
	`speech_to_text` integer NOT NULL,
	`sign_language_support` integer NOT NULL,
	`custom_css` text DEFAULT '' NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `ad_accounts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`owner_id` integer NOT NULL,
	`account_name` text NOT NULL,
	`currency` text DEFAULT 'USD' NOT NULL,
	`daily_spend_limit_cents` integer,
	`status` text DEFAULT 'active' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `ad_accounts_owner_idx` ON `ad_accounts` (`owner_id`);--> statement-breakpoint
CREATE TABLE `ad_creatives` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`account_id` integer NOT NULL,
	`name` text NOT NULL,
	`type` text NOT NULL,
	`image_url` text,
	`video_url` text,
	`headline` text NOT NULL,
	`primary_text` text NOT NULL,
	`call_to_action` text NOT NULL,
	`status` text DEFAULT 'draft' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `ad_accounts`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `ad_creatives_account_type_idx` ON `ad_creatives` (`account_id`,`type`);--> statement-breakpoint
CREATE TABLE `ad_sets` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`campaign_id` integer NOT NULL,
	`name` text NOT NULL,
	`audience_id` integer,
	`is_active` integer DEFAULT true NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`campaign_id`) REFERENCES `campaigns`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`audience_id`) REFERENCES `audiences`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `ad_sets_campaign_idx` ON `ad_sets` (`campaign_id`);--> statement-breakpoint
CREATE TABLE `ads` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`ad_set_id` integer NOT NULL,
	`creative_id` integer,
	`name` text NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`ad_set_id`) REFERENCES `ad_sets`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`creative_id`) REFERENCES `ad_creatives`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `ads_ad_set_idx` ON `ads` (`ad_set_id`);--> statement-breakpoint
CREATE TABLE `audiences` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`account_id` integer NOT NULL,
	`name` text NOT NULL,
	`type` text NOT NULL,
	`source_type` text NOT NULL,
	`description` text NOT NULL,
	`size` integer NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `ad_accounts`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `audiences_account_type_idx` ON `audiences` (`account_id`,`type`);--> statement-breakpoint
CREATE TABLE `billing_invoices` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`stripe_invoice_id` text,
	`invoice_number` text NOT NULL,
	`status` text NOT NULL,
	`amount` integer NOT NULL,
	`total` integer NOT NULL,
	`currency` text DEFAULT 'usd' NOT NULL,
	`paid_at` text,
	`due_date` text,
	`download_url` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `billing_invoices_user_created_idx` ON `billing_invoices` (`user_id`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `billing_invoices_stripe_uq` ON `billing_invoices` (`stripe_invoice_id`);--> statement-breakpoint
CREATE TABLE `campaign_breakdown_metrics` (
	`campaign_id` integer NOT NULL,
	`date` text NOT NULL,
	`dimension` text NOT NULL,
	`value` text NOT NULL,
	`spend_cents` integer NOT NULL,
	`impressions` integer NOT NULL,
	`clicks` integer NOT NULL,
	`conversions` integer NOT NULL,
	PRIMARY KEY(`campaign_id`, `date`, `dimension`, `value`),
	FOREIGN KEY (`campaign_id`) REFERENCES `campaigns`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `campaign_breakdown_date_dimension_idx` ON `campaign_breakdown_metrics` (`date`,`dimension`);--> statement-breakpoint
CREATE TABLE `campaign_daily_metrics` (
	`campaign_id` integer NOT NULL,
	`date` text NOT NULL,
	`spend_cents` integer NOT NULL,
	`impressions` integer NOT NULL,
	`clicks` integer NOT NULL,
	`conversions` integer NOT NULL,
	`revenue_cents` integer NOT NULL,
	PRIMARY KEY(`campaign_id`, `date`),
	FOREIGN KEY (`campaign_id`) REFERENCES `campaigns`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `campaign_daily_metrics_date_idx` ON `campaign_daily_metrics` (`date`);--> statement-breakpoint
CREATE TABLE `campaigns` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`account_id` integer NOT NULL,
	`name` text NOT NULL,
	`objective` text NOT NULL,
	`status` text DEFAULT 'active' NOT NULL,
	`budget_cents` integer NOT NULL,
	`start_date` text NOT NULL,
	`end_date` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `ad_accounts`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `campaigns_account_status_idx` ON `campaigns` (`account_id`,`status`);--> statement-breakpoint
CREATE INDEX `campaigns_account_objective_idx` ON `campaigns` (`account_id`,`objective`);--> statement-breakpoint
CREATE TABLE `comments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`post_id` integer NOT NULL,
	`author_id` integer NOT NULL,
	`content` text NOT NULL,
	`removed_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`post_id`) REFERENCES `posts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `comments_post_created_idx` ON `comments` (`post_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `connection_likes` (
	`from_user_id` integer NOT NULL,
	`to_user_id` integer NOT NULL,
	`action` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`from_user_id`, `to_user_id`),
	FOREIGN KEY (`from_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`to_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `connection_likes_to_idx` ON `connection_likes` (`to_user_id`);--> statement-breakpoint
CREATE TABLE `connection_matches` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_low_id` integer NOT NULL,
	`user_high_id` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_low_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_high_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `connection_matches_pair_uq` ON `connection_matches` (`user_low_id`,`user_high_id`);--> statement-breakpoint
CREATE INDEX `connection_matches_high_idx` ON `connection_matches` (`user_high_id`);--> statement-breakpoint
CREATE TABLE `content_flags` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`flag_type` text NOT NULL,
	`content_type` text NOT NULL,
	`content_id` integer NOT NULL,
	`confidence` real NOT NULL,
	`is_resolved` integer DEFAULT false NOT NULL,
	`resolved_by` integer,
	`resolved_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`resolved_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `content_flags_resolved_created_idx` ON `content_flags` (`is_resolved`,`created_at`,`id`);--> statement-breakpoint
CREATE TABLE `event_registrations` (
	`event_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`status` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`event_id`, `user_id`),
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `event_registrations_user_idx` ON `event_registrations` (`user_id`);--> statement-breakpoint
CREATE TABLE `events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`description` text NOT NULL,
	`event_type` text NOT NULL,
	`start_time` text NOT NULL,
	`end_time` text NOT NULL,
	`is_virtual` integer DEFAULT false NOT NULL,
	`virtual_link` text,
	`location` text,
	`organizer` text NOT NULL,
	`max_attendees` integer,
	`attendee_count` integer DEFAULT 0 NOT NULL,
	`accessibility_features` text DEFAULT '[]' NOT NULL,
	`cost_cents` integer DEFAULT 0 NOT NULL,
	`requires_approval` integer DEFAULT false NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `events_start_idx` ON `events` (`start_time`);--> statement-breakpoint
CREATE INDEX `events_type_start_idx` ON `events` (`event_type`,`start_time`);--> statement-breakpoint
CREATE TABLE `follows` (
	`follower_id` integer NOT NULL,
	`following_id` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`follower_id`, `following_id`),
	FOREIGN KEY (`follower_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`following_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `follows_following_idx` ON `follows` (`following_id`);--> statement-breakpoint
CREATE TABLE `forum_categories` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`description` text NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `forums` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`category_id` integer NOT NULL,
	`name` text NOT NULL,
	`description` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`category_id`) REFERENCES `forum_categories`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `forums_category_idx` ON `forums` (`category_id`);--> statement-breakpoint
CREATE TABLE `game_result_players` (
	`result_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`outcome` text NOT NULL,
	PRIMARY KEY(`result_id`, `user_id`),
	FOREIGN KEY (`result_id`) REFERENCES `game_results`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `game_result_players_user_idx` ON `game_result_players` (`user_id`,`outcome`);--> statement-breakpoint
CREATE TABLE `game_results` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`room_id` integer NOT NULL,
	`game_type` text NOT NULL,
	`winner_id` integer,
	`move_count` integer DEFAULT 0 NOT NULL,
	`finished_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`room_id`) REFERENCES `game_rooms`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`winner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `game_results_room_idx` ON `game_results` (`room_id`);--> statement-breakpoint
CREATE TABLE `game_rooms` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`game_type` text NOT NULL,
	`host_id` integer NOT NULL,
	`is_private` integer DEFAULT false NOT NULL,
	`invite_token` text,
	`max_players` integer DEFAULT 2 NOT NULL,
	`current_players` integer DEFAULT 0 NOT NULL,
	`status` text DEFAULT 'waiting' NOT NULL,
	`accessibility_features` text DEFAULT '[]' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`host_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `game_rooms_status_created_idx` ON `game_rooms` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `game_rooms_type_status_idx` ON `game_rooms` (`game_type`,`status`,`created_at`);--> statement-breakpoint
CREATE TABLE `group_memberships` (
	`group_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`status` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`group_id`, `user_id`),
	FOREIGN KEY (`group_id`) REFERENCES `support_groups`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `group_memberships_user_idx` ON `group_memberships` (`user_id`);--> statement-breakpoint
CREATE TABLE `messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`from_user_id` integer NOT NULL,
	`to_user_id` integer NOT NULL,
	`content` text NOT NULL,
	`is_read` integer DEFAULT false NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`from_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`to_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `messages_to_from_created_idx` ON `messages` (`to_user_id`,`from_user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `messages_from_to_created_idx` ON `messages` (`from_user_id`,`to_user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `moderation_actions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`moderator_id` integer NOT NULL,
	`target_user_id` integer,
	`report_id` integer,
	`action_type` text NOT NULL,
	`reason` text NOT NULL,
	`severity` text DEFAULT 'low' NOT NULL,
	`content_id` integer,
	`content_type` text,
	`is_active` integer DEFAULT true NOT NULL,
	`expires_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`moderator_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`target_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`report_id`) REFERENCES `reports`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `moderation_actions_created_idx` ON `moderation_actions` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `moderation_actions_target_idx` ON `moderation_actions` (`target_user_id`,`is_active`);--> statement-breakpoint
CREATE TABLE `ndis_providers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`business_name` text NOT NULL,
	`trading_name` text,
	`abn` text NOT NULL,
	`acn` text,
	`ndis_provider_number` text NOT NULL,
	`business_type` text NOT NULL,
	`registration_status` text NOT NULL,
	`registration_date` text NOT NULL,
	`registration_expiry` text NOT NULL,
	`business_description` text NOT NULL,
	`website` text,
	`email` text NOT NULL,
	`phone` text NOT NULL,
	`street_address` text NOT NULL,
	`suburb` text NOT NULL,
	`state` text NOT NULL,
	`postcode` text NOT NULL,
	`location` text NOT NULL,
	`latitude` real NOT NULL,
	`longitude` real NOT NULL,
	`service_areas` text DEFAULT '[]' NOT NULL,
	`registration_groups` text DEFAULT '[]' NOT NULL,
	`practice_standards_compliant` integer DEFAULT true NOT NULL,
	`compliance_score` integer NOT NULL,
	`last_audit_date` text,
	`next_audit_due` text,
	`public_liability_insurer` text,
	`public_liability_amount` integer,
	`public_liability_expiry` text,
	`professional_indemnity_insurer` text,
	`professional_indemnity_amount` integer,
	`professional_indemnity_expiry` text,
	`logo_url` text,
	`banner_image_url` text,
	`business_hours` text NOT NULL,
	`emergency_contact` text,
	`is_verified` integer DEFAULT false NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`is_premium` integer DEFAULT false NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `ndis_providers_location_idx` ON `ndis_providers` (`location`,`is_active`);--> statement-breakpoint
CREATE INDEX `ndis_providers_name_idx` ON `ndis_providers` (`business_name`);--> statement-breakpoint
CREATE INDEX `ndis_providers_active_idx` ON `ndis_providers` (`is_active`);--> statement-breakpoint
CREATE TABLE `post_likes` (
	`post_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`post_id`, `user_id`),
	FOREIGN KEY (`post_id`) REFERENCES `posts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `post_likes_user_idx` ON `post_likes` (`user_id`);--> statement-breakpoint
CREATE TABLE `posts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`author_id` integer NOT NULL,
	`title` text,
	`content` text NOT NULL,
	`type` text NOT NULL,
	`category` text,
	`forum_id` integer,
	`tags` text DEFAULT '[]' NOT NULL,
	`image_url` text,
	`likes` integer DEFAULT 0 NOT NULL,
	`comments_count` integer DEFAULT 0 NOT NULL,
	`removed_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`forum_id`) REFERENCES `forums`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `posts_created_idx` ON `posts` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `posts_type_created_idx` ON `posts` (`type`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `posts_author_created_idx` ON `posts` (`author_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `posts_forum_created_idx` ON `posts` (`forum_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `processed_stripe_events` (
	`id` text PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`created` integer NOT NULL,
	`processed_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `provider_enquiries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`provider_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`service_id` integer,
	`kind` text NOT NULL,
	`message` text NOT NULL,
	`preferred_date` text,
	`responded_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`provider_id`) REFERENCES `ndis_providers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`service_id`) REFERENCES `provider_services`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `provider_enquiries_provider_idx` ON `provider_enquiries` (`provider_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `provider_reviews` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`booking_id` integer,
	`participant_id` integer NOT NULL,
	`provider_id` integer NOT NULL,
	`staff_id` integer,
	`rating` integer NOT NULL,
	`review_title` text NOT NULL,
	`review_text` text NOT NULL,
	`service_quality` integer,
	`communication` integer,
	`reliability` integer,
	`value_for_money` integer,
	`would_recommend` integer DEFAULT true NOT NULL,
	`is_verified` integer DEFAULT false NOT NULL,
	`is_public` integer DEFAULT true NOT NULL,
	`provider_response` text,
	`provider_response_date` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`participant_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`provider_id`) REFERENCES `ndis_providers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`staff_id`) REFERENCES `provider_staff`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `provider_reviews_provider_public_idx` ON `provider_reviews` (`provider_id`,`is_public`,`created_at`);--> statement-breakpoint
CREATE TABLE `provider_services` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`provider_id` integer NOT NULL,
	`category_code` text NOT NULL,
	`category_name` text NOT NULL,
	`service_type` text NOT NULL,
	`service_name` text NOT NULL,
	`service_description` text NOT NULL,
	`hourly_rate` integer,
	`unit_price` integer NOT NULL,
	`unit_type` text NOT NULL,
	`min_booking_hours` integer NOT NULL,
	`max_booking_hours` integer NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`is_online_available` integer DEFAULT false NOT NULL,
	`is_in_person_available` integer DEFAULT true NOT NULL,
	`requires_transport` integer DEFAULT false NOT NULL,
	`accessibility_features` text DEFAULT '[]' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`provider_id`) REFERENCES `ndis_providers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `provider_services_provider_idx` ON `provider_services` (`provider_id`);--> statement-breakpoint
CREATE INDEX `provider_services_type_idx` ON `provider_services` (`service_type`,`provider_id`);--> statement-breakpoint
CREATE TABLE `provider_staff` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`provider_id` integer NOT NULL,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`position` text NOT NULL,
	`qualifications` text DEFAULT '[]' NOT NULL,
	`certifications` text DEFAULT '[]' NOT NULL,
	`specializations` text DEFAULT '[]' NOT NULL,
	`years_experience` integer NOT NULL,
	`languages_spoken` text DEFAULT '[]' NOT NULL,
	`worker_screening_number` text,
	`worker_screening_expiry` text,
	`profile_image_url` text,
	`bio` text,
	`is_active` integer DEFAULT true NOT NULL,
	`is_available_for_booking` integer DEFAULT true NOT NULL,
	FOREIGN KEY (`provider_id`) REFERENCES `ndis_providers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `provider_staff_provider_idx` ON `provider_staff` (`provider_id`);--> statement-breakpoint
CREATE TABLE `relationship_profiles` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`age` integer,
	`looking_for` text NOT NULL,
	`relationship_status` text DEFAULT 'single' NOT NULL,
	`age_range_min` integer DEFAULT 22 NOT NULL,
	`age_range_max` integer DEFAULT 35 NOT NULL,
	`max_distance` integer DEFAULT 50 NOT NULL,
	`gender_preference` text DEFAULT '[]' NOT NULL,
	`about_me` text DEFAULT '' NOT NULL,
	`interests` text DEFAULT '[]' NOT NULL,
	`accessibility_compatibility` text DEFAULT '[]' NOT NULL,
	`communication_preferences` text NOT NULL,
	`privacy_level` text DEFAULT 'friends' NOT NULL,
	`open_to_long_distance` integer DEFAULT false NOT NULL,
	`allow_messages` integer DEFAULT true NOT NULL,
	`verification_level` text DEFAULT 'basic' NOT NULL,
	`latitude` real,
	`longitude` real,
	`last_active` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `relationship_profiles_active_idx` ON `relationship_profiles` (`is_active`,`last_active`);--> statement-breakpoint
CREATE TABLE `reports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`reporter_id` integer NOT NULL,
	`reported_user_id` integer,
	`content_type` text NOT NULL,
	`content_id` integer NOT NULL,
	`reason` text NOT NULL,
	`description` text,
	`priority` text DEFAULT 'medium' NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`moderator_id` integer,
	`resolution` text,
	`resolved_at` text,
	`moderator_notes` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`reporter_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`reported_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`moderator_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `reports_status_created_idx` ON `reports` (`status`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `reports_created_idx` ON `reports` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `reports_resolved_idx` ON `reports` (`resolved_at`);--> statement-breakpoint
CREATE TABLE `resource_votes` (
	`resource_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`resource_id`, `user_id`),
	FOREIGN KEY (`resource_id`) REFERENCES `resources`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `resources` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`description` text NOT NULL,
	`category` text NOT NULL,
	`resource_type` text NOT NULL,
	`tags` text DEFAULT '[]' NOT NULL,
	`helpful` integer DEFAULT 0 NOT NULL,
	`view_count` integer DEFAULT 0 NOT NULL,
	`is_verified` integer DEFAULT false NOT NULL,
	`file_url` text,
	`external_url` text,
	`author_id` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `resources_category_created_idx` ON `resources` (`category`,`created_at`);--> statement-breakpoint
CREATE INDEX `resources_created_idx` ON `resources` (`created_at`);--> statement-breakpoint
CREATE INDEX `resources_verified_idx` ON `resources` (`is_verified`,`created_at`);--> statement-breakpoint
CREATE INDEX `resources_views_idx` ON `resources` (`view_count`);--> statement-breakpoint
CREATE TABLE `room_participants` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`room_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`player_number` integer NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`joined_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`left_at` text,
	FOREIGN KEY (`room_id`) REFERENCES `game_rooms`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `room_participants_room_user_uq` ON `room_participants` (`room_id`,`user_id`);--> statement-breakpoint
CREATE INDEX `room_participants_user_idx` ON `room_participants` (`user_id`);--> statement-breakpoint
CREATE TABLE `saved_providers` (
	`user_id` integer NOT NULL,
	`provider_id` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`user_id`, `provider_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`provider_id`) REFERENCES `ndis_providers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `subscription_plans` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`display_name` text NOT NULL,
	`description` text NOT NULL,
	`price` integer NOT NULL,
	`yearly_price` integer NOT NULL,
	`is_popular` integer DEFAULT false NOT NULL,
	`sort_order` integer NOT NULL,
	`campaigns_limit` integer,
	`ad_sets_limit` integer,
	`ads_limit` integer,
	`audiences_limit` integer,
	`creatives_limit` integer,
	`monthly_spend_limit` integer,
	`advanced_analytics` integer DEFAULT false NOT NULL,
	`automated_rules` integer DEFAULT false NOT NULL,
	`custom_reporting` integer DEFAULT false NOT NULL,
	`white_label` integer DEFAULT false NOT NULL,
	`api_access` integer DEFAULT false NOT NULL,
	`priority_support` integer DEFAULT false NOT NULL,
	`bulk_operations` integer DEFAULT false NOT NULL,
	`advanced_targeting` integer DEFAULT false NOT NULL,
	`cross_platform` integer DEFAULT false NOT NULL,
	`stripe_price_monthly` text,
	`stripe_price_yearly` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `subscription_plans_name_unique` ON `subscription_plans` (`name`);--> statement-breakpoint
CREATE TABLE `support_groups` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`description` text NOT NULL,
	`category` text NOT NULL,
	`member_count` integer DEFAULT 0 NOT NULL,
	`is_private` integer DEFAULT false NOT NULL,
	`recent_activity` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`guidelines` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `support_groups_category_idx` ON `support_groups` (`category`,`recent_activity`);--> statement-breakpoint
CREATE INDEX `support_groups_activity_idx` ON `support_groups` (`recent_activity`);--> statement-breakpoint
CREATE TABLE `user_blocks` (
	`blocker_id` integer NOT NULL,
	`blocked_id` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`blocker_id`, `blocked_id`),
	FOREIGN KEY (`blocker_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`blocked_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `user_blocks_blocked_idx` ON `user_blocks` (`blocked_id`);--> statement-breakpoint
CREATE TABLE `user_subscriptions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`plan_id` integer NOT NULL,
	`status` text NOT NULL,
	`billing_interval` text NOT NULL,
	`current_period_start` text NOT NULL,
	`current_period_end` text NOT NULL,
	`next_payment_date` text,
	`cancel_at_period_end` integer DEFAULT false NOT NULL,
	`stripe_customer_id` text,
	`stripe_subscription_id` text,
	`last_event_created` integer DEFAULT 0 NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`plan_id`) REFERENCES `subscription_plans`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `user_subscriptions_user_uq` ON `user_subscriptions` (`user_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `user_subscriptions_stripe_uq` ON `user_subscriptions` (`stripe_subscription_id`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`username` text NOT NULL,
	`display_name` text NOT NULL,
	`email` text,
	`avatar` text,
	`bio` text,
	`location` text,
	`website` text,
	`roles` text DEFAULT '["member"]' NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`suspended_until` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_username_uq` ON `users` (`username`);