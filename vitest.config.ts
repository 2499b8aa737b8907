import {defineConfig} from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{config,plugins,src,scripts}/**/__tests__/**/*.test.{ts,tsx,mjs}'],
    environment: 'node',
  },
});
