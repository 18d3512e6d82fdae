// Server time of a parity matrix's prices (issue 16 item 1): 30 origins × 40 destinations × 6 periods = 7,200
// cells, GET /api/v1/matrices/{id}/prices on the built server over loopback (the wall time includes the reply's
// transfer, so it bounds the server time from above). "Cold" is the first read of a matrix whose routes, rules and
// periods no earlier read resolved (one matrix per currency, as after a new publication); "warm" repeats it.
// Median of 5 each, on PGlite unless BENCH_DATABASE_URL is set, after a line saying which machine it ran on.
// Run: npm run build && node bench/matrix-prices.mjs
import { signIn, startServer } from './support/server-process.mjs';
import { demoFullUser } from './support/bench-calculators.mjs';
import { describeMachine, machineSpeed } from './support/machine-speed.mjs';

const port = Number(process.env.BENCH_PORT ?? 18835);
// Measured before the server starts, on an idle machine.
const machine = machineSpeed();
const server = await startServer({ port, env: { DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '' } });
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
try {
  const token = await signIn(server.url, demoFullUser.email, demoFullUser.password);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const seaports = await (
    await fetch(`${server.url}/api/v1/destination/global/destinations`, { headers })
  ).json();
  const destinationIds = seaports.slice(0, 40).map((destination) => destination.id);
  const originPorts = [
    ['NewYork11', 'BRSSZ'],
    ['NewYork11', 'BRPNG'],
    ['NewYork11', 'BRMCZ'],
    ['NewYork11', 'THLCH'],
    ['NewYork11', 'AUMKY'],
    ['NewYork11', 'INMUN'],
    ['NewYork11', 'GTPRQ'],
    ['NewYork11', 'ZADUR'],
    ['NewYork11', 'MXVER'],
    ['NewYork11', 'COCTG'],
    ['London5', 'FRLEH'],
    ['London5', 'FRURO'],
    ['London5', 'BEANR'],
    ['London5', 'NLRTM'],
    ['London5', 'DEHAM'],
    ['London5', 'PLGDN'],
    ['London5', 'SAJED'],
    ['London5', 'AEJEA'],
    ['London5', 'THBKK'],
    ['London5', 'INNSA'],
  ];
  const origins = [
    ...originPorts.map(([contractId, originPortId], index) => ({
      contractId,
      originPortId,
      freightMode: index % 2 === 0 ? 'bulk' : 'container',
    })),
    ...originPorts
      .slice(0, 8)
      .map(([contractId, originPortId]) => ({ contractId, originPortId, freightMode: null })),
    { contractId: 'BrazilSRP' },
    { contractId: 'BrazilSPRP' },
  ];
  const matrixIn = async (currencyCode) => {
    const response = await fetch(`${server.url}/api/v1/matrices`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        name: `Bench ${currencyCode}`,
        currencyCode,
        origins,
        destinationIds,
        periodCount: 6,
      }),
    });
    if (response.status !== 201) throw new Error(`matrix: ${response.status} ${await response.text()}`);
    return (await response.json()).id;
  };
  const read = async (id) => {
    const started = performance.now();
    const response = await fetch(`${server.url}/api/v1/matrices/${id}/prices`, { headers });
    const body = await response.text();
    const elapsed = performance.now() - started;
    if (response.status !== 200) throw new Error(`prices: ${response.status} ${body.slice(0, 200)}`);
    return { elapsed, bytes: body.length, reply: JSON.parse(body) };
  };
  // Warm the JIT and the process's caches on a matrix of its own.
  await read(await matrixIn('USD'));
  const cold = [];
  const warm = [];
  let shape = null;
  for (const currencyCode of ['EUR', 'GBP', 'JPY', 'CHF', 'BRL']) {
    const id = await matrixIn(currencyCode);
    const first = await read(id);
    cold.push(first.elapsed);
    const cells = first.reply.periods.flatMap((period) => period.cells.flat());
    shape = {
      cells: cells.length,
      priced: cells.filter((cell) => cell.price !== null).length,
      bytes: first.bytes,
    };
    warm.push((await read(id)).elapsed);
  }
  console.log(describeMachine(machine));
  console.log(
    `matrix prices (${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}): ${shape.cells} cells, ${shape.priced} priced, ${(shape.bytes / 1024).toFixed(0)} KiB JSON; cold median ${median(cold).toFixed(0)} ms (${cold.map((ms) => ms.toFixed(0)).join(', ')}), warm median ${median(warm).toFixed(0)} ms (${warm.map((ms) => ms.toFixed(0)).join(', ')})`,
  );
} finally {
  await server.stop();
}
