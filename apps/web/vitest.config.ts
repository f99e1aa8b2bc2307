import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // Typing with user-event costs a render per keystroke: on a 2-core CI machine running the browser and server
    // tests beside these, a form test can take longer than vitest's default 5 s without anything being wrong.
    testTimeout: 20_000,
  },
});
