import * as migration_20261122_080407_initial from './20261122_080407_initial';

export const migrations = [
  {
    up: migration_20261122_080407_initial.up,
    down: migration_20261122_080407_initial.down,
    name: '20261122_080407_initial'
  },
];
