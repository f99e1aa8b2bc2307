import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'reconcile',
    include: ['src/**/*.test.ts'],
  },
});
