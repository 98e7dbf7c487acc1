import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy* and waitFor wait for state, not for a time: on a busy 2-core CI machine a lazy route
// module and its loader can take longer than Testing Library's default 1 s to show up.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
});
