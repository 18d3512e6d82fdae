// What the machine a bench ran on is like, printed beside its figures so that figures from two machines can be told
// apart (docs/benchmarks.md, "Which machine"). Sessions run on virtual machines that differ by 2× and more, and not
// only in CPU: on some, the first write to each new page of memory costs ten times what it does elsewhere, which a
// cold browser load (a new renderer process) and a garbage-collected server both pay.

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Lighthouse's BenchmarkIndex, the score its reports and Chrome DevTools' CPU calibration use to place a device (a
 * Pixel 5 scores about 1,000): half the time building strings (garbage-collector work), half copying an array.
 */
const benchmarkIndex = (durationMs) => {
  const halfMs = durationMs / 2;
  const stringsPerSecond = () => {
    const started = Date.now();
    let built = 0;
    while (Date.now() - started < halfMs) {
      let text = '';
      for (let index = 0; index < 10_000; index++) text += 'a';
      if (text.length === 1) throw new Error('kept so the loop is not optimised away');
      built++;
    }
    return Math.round(built / 10 / ((Date.now() - started) / 1000));
  };
  const copiesPerSecond = () => {
    const first = [];
    const second = [];
    for (let index = 0; index < 100_000; index++) first[index] = second[index] = index;
    const started = Date.now();
    let copies = 0;
    while (copies % 10 !== 0 || Date.now() - started < halfMs) {
      const [from, to] = copies % 2 === 0 ? [first, second] : [second, first];
      for (let index = 0; index < from.length; index++) to[index] = from[index];
      copies++;
    }
    return Math.round(copies / 10 / ((Date.now() - started) / 1000));
  };
  return (stringsPerSecond() + copiesPerSecond()) / 2;
};

/** MiB/s at which this process can write memory it has not touched before (each new page faults once). */
const firstTouchMiBPerSecond = () => {
  const mebibytes = 256;
  const rates = [];
  for (let run = 0; run < 3; run++) {
    const started = performance.now();
    Buffer.alloc(mebibytes * 1024 * 1024, 1);
    rates.push(mebibytes / ((performance.now() - started) / 1000));
  }
  return Math.round(median(rates));
};

/** The machine's speed as measured in this Node process: one warm-up, then the median of five 500 ms indexes. */
export const machineSpeed = () => {
  benchmarkIndex(500);
  return {
    benchmarkIndex: Math.round(median([0, 1, 2, 3, 4].map(() => benchmarkIndex(500)))),
    firstTouchMiBPerSecond: firstTouchMiBPerSecond(),
  };
};

export const describeMachine = ({ benchmarkIndex: index, firstTouchMiBPerSecond: firstTouch }) =>
  `machine: Lighthouse BenchmarkIndex ${index}, new memory written at ${firstTouch} MiB/s`;
