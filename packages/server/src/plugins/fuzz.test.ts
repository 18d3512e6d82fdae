import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bearer, type TestApp } from '../../test/test-app.ts';
import { createSignedInOperator } from '../../test/operators.ts';
import { openCalculatorDesk, santosToNewYork } from '../../test/calculator-fixtures.ts';

/**
 * Bad input must be refused, never crash into a 5xx. Every write route and every route with a path parameter,
 * read from the OpenAPI document, gets seeded random bodies and path values: strings with NUL and control
 * characters, ids that are not UUIDs, NaN and huge numbers, wrong types, nested junk. Bounded and seeded, so a
 * failure replays. Then, for every route, two requests that need no luck to be drawn (issue 48): an empty body on
 * the caller's real records, and a lone UTF-16 surrogate in every text field.
 */

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  format?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
};

type Operation = { method: string; path: string; body: JsonSchema | undefined; form: boolean };

const writeMethods = new Set(['post', 'put', 'patch', 'delete']);

const operationsOf = (document: { paths: Record<string, Record<string, unknown>> }): Operation[] =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => writeMethods.has(method) || (method === 'get' && path.includes('{')))
      .map(([method, operation]) => {
        const content = (operation as { requestBody?: { content?: Record<string, { schema?: JsonSchema }> } })
          .requestBody?.content;
        const json = content?.['application/json']?.schema;
        const form = content?.['application/x-www-form-urlencoded']?.schema;
        return { method: method.toUpperCase(), path, body: json ?? form, form: !json && Boolean(form) };
      }),
  );

const nastyString = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    'not-a-uuid',
    '00000000-0000-0000-0000-000000000000',
    'NaN',
    '-1',
    '1e309',
    '%00',
    '../../etc/passwd',
    "' OR 1=1 --",
    '\uD800',
    'x'.repeat(3000),
  ),
);

const nastyValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    nastyString,
    fc.integer(),
    fc.double(),
    fc.constantFrom(null, true, false, Number.MAX_SAFE_INTEGER, -0),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(nastyString, tie('value'), { maxKeys: 3 }),
  ),
})).value;

/** Mostly well-typed values with nasty contents, so requests get past validation to the use cases and the database. */
const valueFor = (schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> => {
  if (!schema || depth > 3) return nastyValue;
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return fc.oneof(...variants.map((variant) => valueFor(variant, depth + 1)));
  if (schema.enum?.length) return fc.oneof(fc.constantFrom(...schema.enum), nastyString);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  const typed = (() => {
    switch (type) {
      case 'string':
        return schema.format === 'uuid'
          ? fc.oneof(fc.uuid(), nastyString)
          : fc.oneof(nastyString, fc.integer().map(String), fc.double().map(String));
      case 'number':
      case 'integer':
        return fc.oneof(fc.integer(), fc.double(), fc.constantFrom(-1, 0, 1e308));
      case 'boolean':
        return fc.boolean();
      case 'array':
        return fc.array(valueFor(schema.items, depth + 1), { maxLength: 3 });
      case 'object':
        return fc.record(
          Object.fromEntries(
            Object.entries(schema.properties ?? {}).map(([name, property]) => [
              name,
              valueFor(property, depth + 1),
            ]),
          ),
          { requiredKeys: [] },
        );
      case undefined:
      default:
        return nastyValue;
    }
  })();
  // Now and then the wrong type altogether.
  return fc.oneof({ weight: 5, arbitrary: typed }, { weight: 1, arbitrary: nastyValue });
};

const formOf = (value: unknown) =>
  new URLSearchParams(
    Object.entries(typeof value === 'object' && value !== null ? value : { value }).map(
      ([key, entry]): [string, string] => [key, typeof entry === 'string' ? entry : JSON.stringify(entry)],
    ),
  ).toString();

// A lone surrogate cannot be percent-encoded (URIError in the test, not the server): it travels as U+FFFD.
const pathWith = (path: string, value: string) =>
  path.replace(/\{[^}]+\}/g, () =>
    encodeURIComponent(value.replace(/\p{Surrogate}/gu, '\ufffd')).slice(0, 200),
  );

describe('fuzzed requests never answer 5xx', () => {
  let t: TestApp;
  let operations: Operation[];
  let accessToken: string;
  // The operations console's calls take an operator's token, so their bodies and paths are fuzzed past the sign-in.
  let operatorToken: string;

  // Path parameters by name: the caller's own records, so an empty update reaches the update itself.
  const realIds: Record<string, string> = {};

  beforeAll(async () => {
    const desk = await openCalculatorDesk({ LOG_LEVEL: 'error' });
    t = desk.t;
    accessToken = desk.desk.admin.accessToken;
    realIds.userDefinedDestinationId = desk.destinationId;
    realIds.userId = desk.desk.admin.id;
    realIds.personId = desk.desk.admin.id;
    const calculator = await desk.owner.post('/api/v1/calculator', {
      ...santosToNewYork(desk.destinationId),
      name: 'Fuzzed',
    });
    realIds.calculatorId = calculator.json<{ id: string }>().id;
    const alert = await desk.owner.post('/api/v1/alerts', {
      kind: 'calculatorDdp',
      calculatorId: realIds.calculatorId,
      direction: 'above',
      level: 1000,
    });
    realIds.alertId = alert.json<{ id: string }>().id;
    operatorToken = (await createSignedInOperator(t, 'admin')).accessToken;
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    // The routes that end the caller's own session or account would leave the rest of the run signed out.
    operations = operationsOf(document).filter(
      (operation) =>
        !/logout|signout|close|password\/change|accounts\/closure|ops\/session/i.test(operation.path),
    );
  });

  afterAll(async () => {
    await t.close();
  });

  it('finds the write routes in the OpenAPI document', () => {
    expect(operations.length).toBeGreaterThan(40);
  });

  it('refuses junk bodies and path values with a 4xx', async () => {
    const failures: string[] = [];
    for (const operation of operations) {
      await fc.assert(
        fc.asyncProperty(valueFor(operation.body), nastyString, async (body, pathValue) => {
          const response = await t.app.inject({
            method: operation.method as 'POST',
            url: pathWith(operation.path, pathValue),
            headers: {
              ...bearer(operation.path.startsWith('/api/ops/') ? operatorToken : accessToken),
              'content-type': operation.form ? 'application/x-www-form-urlencoded' : 'application/json',
            },
            payload:
              operation.method === 'GET' ? undefined : operation.form ? formOf(body) : JSON.stringify(body),
          });
          if (response.statusCode >= 500)
            failures.push(
              `${operation.method} ${operation.path} ${JSON.stringify(body).slice(0, 200)} → ${response.statusCode} ${response.body.slice(0, 200)}`,
            );
          if (/FST_ERR|at .+\.ts:\d+/.test(response.body))
            failures.push(`${operation.method} ${operation.path} leaked: ${response.body.slice(0, 200)}`);
        }),
        { numRuns: 12, seed: 20261124, endOnFailure: true },
      );
    }
    expect(failures).toEqual([]);
  });

  const send = (operation: Operation, url: string, payload: string) =>
    t.app.inject({
      method: operation.method as 'POST',
      url,
      headers: {
        ...bearer(operation.path.startsWith('/api/ops/') ? operatorToken : accessToken),
        'content-type': operation.form ? 'application/x-www-form-urlencoded' : 'application/json',
      },
      payload: operation.method === 'GET' ? undefined : payload,
    });

  const withRealIds = (path: string) =>
    path.replace(
      /\{([^}]+)\}/g,
      (_whole, name: string) => realIds[name] ?? '00000000-0000-4000-8000-000000000000',
    );

  it('answers an empty body on the caller own records with a 4xx or a 2xx, never 5xx', async () => {
    const failures: string[] = [];
    // A subscription's own calls may end it, which locks every other call: they go last.
    const lastly = (operation: Operation) => (/subscription|purchases/.test(operation.path) ? 1 : 0);
    const updates = operations
      .filter((candidate) => candidate.method !== 'GET' && candidate.body)
      .sort((one, other) => lastly(one) - lastly(other));
    for (const operation of updates) {
      const response = await send(operation, withRealIds(operation.path), operation.form ? '' : '{}');
      if (response.statusCode >= 500)
        failures.push(`${operation.method} ${operation.path} {} → ${response.statusCode} ${response.body}`);
    }
    expect(failures).toEqual([]);
  });

  /** Every text field of a body, at any depth the schema describes, holding a lone surrogate. */
  const surrogateBody = (schema: JsonSchema | undefined, depth = 0): unknown => {
    if (!schema || depth > 3) return '\uD800';
    const variant = (schema.anyOf ?? schema.oneOf)?.[0];
    if (variant) return surrogateBody(variant, depth + 1);
    const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
    if (type === 'object')
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([name, property]) => [
          name,
          surrogateBody(property, depth + 1),
        ]),
      );
    if (type === 'array') return [surrogateBody(schema.items, depth + 1)];
    return '\uD800';
  };

  it('refuses a lone surrogate in any text field with 400, before the route runs', async () => {
    const failures: string[] = [];
    for (const operation of operations.filter((candidate) => candidate.method !== 'GET' && candidate.body)) {
      const body = surrogateBody(operation.body);
      const payload = operation.form ? formOf(body) : JSON.stringify(body);
      const response = await send(operation, withRealIds(operation.path), payload);
      // The sign-in check of a route comes first; past it, nothing of the body is used.
      if (![400, 401, 403].includes(response.statusCode))
        failures.push(
          `${operation.method} ${operation.path} → ${response.statusCode} ${response.body.slice(0, 200)}`,
        );
    }
    expect(failures).toEqual([]);
  });

  it('refuses a lone surrogate in a path parameter or a query with 400', async () => {
    const failures: string[] = [];
    for (const operation of operations.filter((candidate) => candidate.path.includes('{'))) {
      const url = operation.path.replace(/\{[^}]+\}/g, '%ED%A0%80');
      const response = await send(operation, `${url}?q=%ED%B0%80`, operation.form ? '' : '{}');
      if (![400, 401, 403].includes(response.statusCode))
        failures.push(
          `${operation.method} ${operation.path} → ${response.statusCode} ${response.body.slice(0, 200)}`,
        );
    }
    expect(failures).toEqual([]);
  });
});
