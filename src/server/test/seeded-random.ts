// A small deterministic pseudo-random generator (mulberry32) for randomised tests: the same
// seed gives the same sequence, so a failing run can be replayed exactly.
export type Random = {
  seed: number;
  // A float in [0, 1).
  next(): number;
  // An integer in [min, max], both included.
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
};

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    seed,
    next,
    int,
    pick: (items) => {
      const item = items[int(0, items.length - 1)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    chance: (probability) => next() < probability,
  };
}

// The seed for a run: RANDOM_SEED replays a reported run, otherwise a fixed default.
export function testSeed(fallback: number): number {
  const given = Number.parseInt(process.env.RANDOM_SEED ?? '', 10);
  return Number.isFinite(given) ? given : fallback;
}
