import * as migration_20261122_230919_initial from './20261122_230919_initial';
import * as migration_20261123_000140_idempotency_key_on_form_submissions from './20261123_000140_idempotency_key_on_form_submissions';

export const migrations = [
  {
    up: migration_20261122_230919_initial.up,
    down: migration_20261122_230919_initial.down,
    name: '20261122_230919_initial',
  },
  {
    up: migration_20261123_000140_idempotency_key_on_form_submissions.up,
    down: migration_20261123_000140_idempotency_key_on_form_submissions.down,
    name: '20261123_000140_idempotency_key_on_form_submissions'
  },
];
