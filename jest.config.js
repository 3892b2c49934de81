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
  transform: { '^.+\\.(t|j)sx?$': swc },
  // NestJS 12 ships ES modules; Jest's CommonJS runtime needs them transformed.
  transformIgnorePatterns: ['/node_modules/(?!(@nestjs)/)'],
  moduleFileExtensions: ['ts', 'js', 'json'],
};

module.exports = {
  // A failed assertion can skip a test's cleanup; never let a leaked handle hang CI.
  forceExit: true,
  // Jest reads testTimeout from the root config only (a project's own is ignored): integration
  // tests wait for real services and pushes, and on a loaded machine need more than 5 s.
  testTimeout: 60_000,
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
