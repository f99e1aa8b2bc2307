import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// `findBy…` waits up to 1 s by default: on a busy 2-core CI machine, running the browser and server tests at the
// same time, a first render can take longer. A wait ends as soon as its element appears, so this costs nothing.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
