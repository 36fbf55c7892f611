import * as migration_20261122_230919_initial from './20261122_230919_initial';
import * as migration_20261123_000140_idempotency_key_on_form_submissions from './20261123_000140_idempotency_key_on_form_submissions';
import * as migration_20261123_014800_locale_rows_indexed_by_parent from './20261123_014800_locale_rows_indexed_by_parent';
import * as migration_20261123_020506_phone_image_rendition from './20261123_020506_phone_image_rendition';
import * as migration_20261123_123057_email_change_and_confirmation_throttle from './20261123_123057_email_change_and_confirmation_throttle';
import * as migration_20261123_134819_login_throttle_replaces_account_lock from './20261123_134819_login_throttle_replaces_account_lock';
import * as migration_20261124_024508_whatsapp_numbers from './20261124_024508_whatsapp_numbers';
import * as migration_20261124_040212_enquiries_and_sales_email from './20261124_040212_enquiries_and_sales_email';
import * as migration_20261124_040508_form_notifications from './20261124_040508_form_notifications';
import * as migration_20261126_114439_email_delivery_jobs from './20261126_114439_email_delivery_jobs';
import * as migration_20261126_145628_saved_homes_whatsapp_and_enquiry_senders from './20261126_145628_saved_homes_whatsapp_and_enquiry_senders';
import * as migration_20261126_181633_pipeline from './20261126_181633_pipeline';
import * as migration_20261126_193132_booking from './20261126_193132_booking';
import * as migration_20261128_104557_site_visit_account from './20261128_104557_site_visit_account';
import * as migration_20261128_164715_visit_person_keys from './20261128_164715_visit_person_keys';
import * as migration_20261128_200558_search_synonyms from './20261128_200558_search_synonyms';
import * as migration_20261129_215209_unit_property_type from './20261129_215209_unit_property_type';
import * as migration_20261130_025719_site_plans from './20261130_025719_site_plans';
import * as migration_20261130_044137_asked_lot from './20261130_044137_asked_lot';
import * as migration_20261130_044659_construction_progress from './20261130_044659_construction_progress';
import * as migration_20261130_075948_buyers_privacy from './20261130_075948_buyers_privacy';
import * as migration_20261130_082329_privacy_requests from './20261130_082329_privacy_requests';
import * as migration_20261130_085023_retention_job from './20261130_085023_retention_job';

export const migrations = [
  {
    up: migration_20261122_230919_initial.up,
    down: migration_20261122_230919_initial.down,
    name: '20261122_230919_initial',
  },
  {
    up: migration_20261123_000140_idempotency_key_on_form_submissions.up,
    down: migration_20261123_000140_idempotency_key_on_form_submissions.down,
    name: '20261123_000140_idempotency_key_on_form_submissions',
  },
  {
    up: migration_20261123_014800_locale_rows_indexed_by_parent.up,
    down: migration_20261123_014800_locale_rows_indexed_by_parent.down,
    name: '20261123_014800_locale_rows_indexed_by_parent',
  },
  {
    up: migration_20261123_020506_phone_image_rendition.up,
    down: migration_20261123_020506_phone_image_rendition.down,
    name: '20261123_020506_phone_image_rendition',
  },
  {
    up: migration_20261123_123057_email_change_and_confirmation_throttle.up,
    down: migration_20261123_123057_email_change_and_confirmation_throttle.down,
    name: '20261123_123057_email_change_and_confirmation_throttle',
  },
  {
    up: migration_20261123_134819_login_throttle_replaces_account_lock.up,
    down: migration_20261123_134819_login_throttle_replaces_account_lock.down,
    name: '20261123_134819_login_throttle_replaces_account_lock',
  },
  {
    up: migration_20261124_024508_whatsapp_numbers.up,
    down: migration_20261124_024508_whatsapp_numbers.down,
    name: '20261124_024508_whatsapp_numbers',
  },
  {
    up: migration_20261124_040212_enquiries_and_sales_email.up,
    down: migration_20261124_040212_enquiries_and_sales_email.down,
    name: '20261124_040212_enquiries_and_sales_email',
  },
  {
    up: migration_20261124_040508_form_notifications.up,
    down: migration_20261124_040508_form_notifications.down,
    name: '20261124_040508_form_notifications',
  },
  {
    up: migration_20261126_114439_email_delivery_jobs.up,
    down: migration_20261126_114439_email_delivery_jobs.down,
    name: '20261126_114439_email_delivery_jobs',
  },
  {
    up: migration_20261126_145628_saved_homes_whatsapp_and_enquiry_senders.up,
    down: migration_20261126_145628_saved_homes_whatsapp_and_enquiry_senders.down,
    name: '20261126_145628_saved_homes_whatsapp_and_enquiry_senders',
  },
  {
    up: migration_20261126_181633_pipeline.up,
    down: migration_20261126_181633_pipeline.down,
    name: '20261126_181633_pipeline',
  },
  {
    up: migration_20261126_193132_booking.up,
    down: migration_20261126_193132_booking.down,
    name: '20261126_193132_booking',
  },
  {
    up: migration_20261128_104557_site_visit_account.up,
    down: migration_20261128_104557_site_visit_account.down,
    name: '20261128_104557_site_visit_account',
  },
  {
    up: migration_20261128_164715_visit_person_keys.up,
    down: migration_20261128_164715_visit_person_keys.down,
    name: '20261128_164715_visit_person_keys',
  },
  {
    up: migration_20261128_200558_search_synonyms.up,
    down: migration_20261128_200558_search_synonyms.down,
    name: '20261128_200558_search_synonyms',
  },
  {
    up: migration_20261129_215209_unit_property_type.up,
    down: migration_20261129_215209_unit_property_type.down,
    name: '20261129_215209_unit_property_type',
  },
  {
    up: migration_20261130_025719_site_plans.up,
    down: migration_20261130_025719_site_plans.down,
    name: '20261130_025719_site_plans',
  },
  {
    up: migration_20261130_044137_asked_lot.up,
    down: migration_20261130_044137_asked_lot.down,
    name: '20261130_044137_asked_lot',
  },
  {
    up: migration_20261130_044659_construction_progress.up,
    down: migration_20261130_044659_construction_progress.down,
    name: '20261130_044659_construction_progress',
  },
  {
    up: migration_20261130_075948_buyers_privacy.up,
    down: migration_20261130_075948_buyers_privacy.down,
    name: '20261130_075948_buyers_privacy',
  },
  {
    up: migration_20261130_082329_privacy_requests.up,
    down: migration_20261130_082329_privacy_requests.down,
    name: '20261130_082329_privacy_requests',
  },
  {
    up: migration_20261130_085023_retention_job.up,
    down: migration_20261130_085023_retention_job.down,
    name: '20261130_085023_retention_job'
  },
];
