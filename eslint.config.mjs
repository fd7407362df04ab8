import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'node_modules/',
      'src/generated/',
      'coverage/',
      'data/',
      'clients/typescript/src/schema.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  prettier,
  {
    languageOptions: { parserOptions: { projectService: false } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['error'] }],
    },
  },
  {
    // Code reads the settings of its area (config.live, config.events, …; see AppConfig).
    files: ['src/**/*.ts'],
    ignores: ['src/platform/config/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "MemberExpression[property.name='env']:matches([object.name='config'], [object.property.name='config'])",
          message: 'Read the settings of the area (config.live, config.events, …), not config.env.',
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: { module: 'writable', require: 'readonly' },
    },
  },
  {
    // Test bodies are parsed JSON of many shapes; typing each one would add noise, not safety.
    files: ['test/**/*.ts', 'src/**/*.spec.ts', 'simulators/**/*.spec.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: [
      'src/cli/**/*.ts',
      'bench/**/*.ts',
      'scripts/**/*.ts',
      'simulators/cli.ts',
      'clients/typescript/examples/**/*.ts',
    ],
    rules: { 'no-console': 'off' },
  },
);
