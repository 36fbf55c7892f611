import * as migration_20261122_074315_initial from './20261122_074315_initial';

export const migrations = [
  {
    up: migration_20261122_074315_initial.up,
    down: migration_20261122_074315_initial.down,
    name: '20261122_074315_initial'
  },
];
