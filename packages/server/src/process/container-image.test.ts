import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig, settingNames } from '../config.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Issue 46 item 2: Docker does not run on these machines, so the Dockerfile, compose.yaml and HAProxy's
// configuration are held to the repository instead: what they copy exists, the image carries every file the built
// server reads, it starts the way `npm start` does, its health check asks a real route, and compose sets only
// settings config.ts knows, with values it accepts.

const repository = resolve(import.meta.dirname, '../../../..');
const read = (path: string) => readFileSync(join(repository, path), 'utf8');

type Instruction = { stage: string; keyword: string; text: string };

/** The Dockerfile's instructions, continuation lines joined, each with the stage it belongs to. */
const instructions = (): Instruction[] => {
  const lines = read('Dockerfile')
    .replaceAll(/\\\n\s*/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  let stage = '';
  return lines.map((line) => {
    const [keyword = '', ...rest] = line.split(/\s+/);
    const text = rest.join(' ');
    if (keyword === 'FROM') stage = /\bAS\s+(\S+)/i.exec(text)?.[1] ?? '';
    return { stage, keyword, text };
  });
};

/** COPY's sources and destination, and the stage it copies from (undefined: the build context). */
const copies = (stage: string) =>
  instructions()
    .filter((instruction) => instruction.stage === stage && instruction.keyword === 'COPY')
    .map(({ text }) => {
      const words = text.split(/\s+/);
      const from = words.find((word) => word.startsWith('--from='))?.slice('--from='.length);
      const paths = words.filter((word) => !word.startsWith('--'));
      return { from, sources: paths.slice(0, -1), destination: paths.at(-1) ?? '' };
    });

const runtimeWorkdir = '/app';

/** Every `new URL('…', import.meta.url)` of the server's code, as the path the built file (dist/) resolves it to. */
const filesReadAtRunTime = (): string[] => {
  const sourceRoot = join(repository, 'packages/server/src');
  const sourceFiles = (directory: string): string[] =>
    readdirSync(directory, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? sourceFiles(join(directory, entry.name))
        : entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')
          ? [join(directory, entry.name)]
          : [],
    );
  return sourceFiles(sourceRoot).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/new URL\('([^']+)', import\.meta\.url\)/g)].map(([, target]) => {
      const built = join(repository, 'packages/server/dist', relative(sourceRoot, dirname(file)));
      return relative(repository, resolve(built, target ?? ''));
    }),
  );
};

describe('the Dockerfile', () => {
  it('copies from the build context only paths that exist', () => {
    const fromContext = ['build', 'production-dependencies', 'runtime'].flatMap((stage) =>
      copies(stage)
        .filter((copy) => copy.from === undefined)
        .flatMap((copy) => copy.sources),
    );
    expect(fromContext.length).toBeGreaterThan(10);
    expect(fromContext.filter((source) => !existsSync(join(repository, source)))).toEqual([]);
  });

  it('keeps none of those paths out of the build context', () => {
    const ignored = read('.dockerignore')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.startsWith('#') && !line.startsWith('!'));
    const copied = ['build', 'production-dependencies', 'runtime'].flatMap((stage) =>
      copies(stage)
        .filter((copy) => copy.from === undefined)
        .flatMap((copy) => copy.sources),
    );
    const matches = (pattern: string, path: string) =>
      pattern.startsWith('**/')
        ? path.split('/').includes(pattern.slice(3))
        : pattern.endsWith('/*')
          ? path.startsWith(pattern.slice(0, -1)) && path !== `${pattern.slice(0, -1)}package.json`
          : path === pattern || path.startsWith(`${pattern}/`);
    expect(copied.filter((path) => ignored.some((pattern) => matches(pattern, path)))).toEqual([]);
  });

  it('puts every file the built server reads into the image, and the built core it imports', () => {
    const destinations = copies('runtime').map((copy) =>
      copy.destination.startsWith('/') ? copy.destination : join(runtimeWorkdir, copy.destination),
    );
    const needed = [
      ...filesReadAtRunTime(),
      'packages/server/dist/main.js',
      'packages/core/dist/shared/app-error.js',
      'packages/server/package.json',
    ];
    expect(needed).toEqual(
      expect.arrayContaining([
        'packages/web/dist',
        'reference-data',
        'packages/server/migrations',
        'packages/server/assets/common-passwords.txt',
      ]),
    );
    const missing = needed.filter(
      (path) =>
        !destinations.some((destination) => {
          const inImage = relative(runtimeWorkdir, destination).replace(/\/$/, '');
          return path === inImage || path.startsWith(`${inImage}/`);
        }),
    );
    expect(missing).toEqual([]);
  });

  it("starts as the server's own start script does, as a user other than root", () => {
    const runtime = instructions().filter((instruction) => instruction.stage === 'runtime');
    const workdirs = runtime.filter((instruction) => instruction.keyword === 'WORKDIR');
    expect(workdirs.at(-1)?.text).toBe('/app/packages/server');
    const command = JSON.parse(runtime.find((instruction) => instruction.keyword === 'CMD')?.text ?? '[]');
    const startScript = JSON.parse(read('packages/server/package.json')).scripts.start as string;
    expect(command.join(' ')).toBe(startScript);
    expect(
      existsSync(
        join(
          repository,
          'packages/server/src',
          command
            .at(-1)
            .replace(/^dist\//, '')
            .replace(/\.js$/, '.ts'),
        ),
      ),
    ).toBe(true);
    expect(runtime.find((instruction) => instruction.keyword === 'USER')?.text).toBe('node');
    expect(instructions()[0]?.text).toBe('NODE_IMAGE=node:24-slim');
  });

  describe('its health check', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(() => t.close());

    it('asks a route of the app that answers JSON', async () => {
      const check = instructions().find((instruction) => instruction.keyword === 'HEALTHCHECK')?.text ?? '';
      const path = /\/(\w+)'\)/.exec(check)?.[0].slice(0, -2);
      expect(path).toBe('/livez');
      const reply = await t.app.inject({ method: 'GET', url: path ?? '' });
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-type']).toMatch(/^application\/json/);
    });
  });
});

type Service = {
  environment?: Record<string, string>;
  command?: string[];
  depends_on?: Record<string, { condition: string }>;
};

describe('compose.yaml', () => {
  const compose = parse(read('compose.yaml'), { merge: true }) as { services: Record<string, Service> };
  const instances = ['psc-1', 'psc-2'];
  const pscServices = [...instances, 'migrate'];
  const knownSettings = settingNames;
  /** compose's `${VAR:?message}` and `${VAR:-default}`, filled as a .env file would fill them. */
  const sampleEnvironment: Record<string, string> = {
    POSTGRES_PASSWORD: 'a-long-database-password',
    PUBLIC_URL: 'https://psc.example.com',
    CAPTCHA_HMAC_KEY: 'k'.repeat(43),
    TOTP_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
    OAUTH_CLIENT_SECRET: 'a-long-client-secret',
    OPERATOR_API_KEY: 'o'.repeat(40),
  };
  const interpolated = (value: string) =>
    String(value).replaceAll(
      /\$\{(\w+)(?::([?-])([^}]*))?\}/g,
      (_match, name: string, kind?: string, rest?: string) =>
        sampleEnvironment[name] ?? (kind === '-' ? (rest ?? '') : ''),
    );

  it('runs two instances, a one-shot migration before them, PostgreSQL, Redis and HAProxy', () => {
    expect(Object.keys(compose.services).sort()).toEqual([
      'haproxy',
      'migrate',
      'postgres',
      'psc-1',
      'psc-2',
      'redis',
    ]);
    for (const name of instances)
      expect(compose.services[name]?.depends_on?.migrate?.condition).toBe('service_completed_successfully');
    const migrate = compose.services.migrate?.command?.at(-1) ?? '';
    expect(
      existsSync(
        join(repository, 'packages/server/src', migrate.replace(/^dist\//, '').replace(/\.js$/, '.ts')),
      ),
    ).toBe(true);
  });

  it('sets only settings config.ts knows, with values it accepts', () => {
    for (const name of pscServices) {
      const environment = compose.services[name]?.environment ?? {};
      expect(Object.keys(environment).filter((key) => !knownSettings.has(key))).toEqual([]);
      const config = loadConfig(
        Object.fromEntries(Object.entries(environment).map(([key, value]) => [key, interpolated(value)])),
      );
      expect(config.databaseUrl).toBe('postgres://psc:a-long-database-password@postgres:5432/psc');
      expect(config.redisUrl).toBe('redis://redis:6379');
      expect(config.trustProxy).toBeTruthy();
      expect(config.telemetry).toMatchObject({ metricsPort: 9464, metricsHost: '0.0.0.0' });
    }
  });

  it('gives every instance the same secrets, and refuses to start without them', () => {
    const shared = ['CAPTCHA_HMAC_KEY', 'TOTP_ENCRYPTION_KEY', 'OAUTH_CLIENT_SECRET'];
    for (const key of shared) {
      const values = pscServices.map((name) => compose.services[name]?.environment?.[key]);
      expect(new Set(values).size).toBe(1);
      expect(values[0]).toMatch(new RegExp(`^\\$\\{${key}:\\?`));
    }
  });

  it('sends traffic through HAProxy to each instance on its port, checking /readyz, and overwrites X-Forwarded-For', () => {
    const haproxy = read('deploy/haproxy.cfg');
    const port = loadConfig({}).port;
    for (const name of instances) expect(haproxy).toContain(`server ${name} ${name}:${port}`);
    expect(haproxy).toContain('option httpchk GET /readyz');
    expect(haproxy).toMatch(/http-request del-header X-Forwarded-For\n[\s\S]*option forwardfor/);
    expect(haproxy).toContain('http-request set-header X-Request-Id %[unique-id]');
  });
});
