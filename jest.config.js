/** Jest: unit specs beside the code (server and client), integration specs against real PostgreSQL, Redis and S3. */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
      target: 'es2022',
      keepClassNames: true,
    },
    module: { type: 'commonjs' },
  },
];

const common = {
  testEnvironment: 'node',
  transform: { '^.+\\.(t|m?j)sx?$': swc },
  // NestJS 12 ships ES modules; Jest's CommonJS runtime needs them transformed.
  transformIgnorePatterns: ['/node_modules/(?!(@nestjs|@tus|srvx)/)'],
  moduleFileExtensions: ['ts', 'js', 'mjs', 'json'],
};

module.exports = {
  // Test files close what they open, so the run ends on its own (no forceExit). A worker that
  // exits at once can still be reported as "failed to exit gracefully" when the parent is too busy
  // to notice within Jest's 500 ms (a loaded CI machine): wait longer before forcing it.
  workerGracefulExitTimeout: 10_000,
  // Jest reads testTimeout from the root config only (a project's own is ignored): integration
  // tests wait for real services and pushes, and must pass on machines several times slower than
  // a laptop. A limit for a stuck test (above `eventually`'s PATIENCE_MS), not a speed check.
  testTimeout: 180_000,
  projects: [
    { ...common, displayName: 'unit', testMatch: ['<rootDir>/server/**/*.spec.ts'] },
    // The client's pure modules (formatters, message catalogue), beside their code.
    { ...common, displayName: 'client', testMatch: ['<rootDir>/client/src/**/*.spec.ts'] },
    {
      ...common,
      displayName: 'integration',
      testMatch: ['<rootDir>/test/integration/**/*.int-spec.ts'],
      globalSetup: '<rootDir>/test/support/global-setup.ts',
      globalTeardown: '<rootDir>/test/support/global-teardown.ts',
    },
  ],
};
