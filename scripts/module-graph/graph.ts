// Reading a room's graph from the import lines of its folders (tests aside), and finding a
// cycle in it. A room is a folder whose subfolders are its units: the server's modules, the
// web's features. Each unit is entered through its index.ts, whose first comment says what it
// holds.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

export type Graph = Map<string, Set<string>>;

export type Room = {
  // The room's folder, relative to the repository (src/server/modules, src/web/features).
  dir: string;
  // The path alias that also reaches the room ('@web/features/'), besides relative paths.
  alias?: string;
};

// Static imports and re-exports, and lazy import('…'): a screen loaded later still depends on
// what it loads.
const importPattern =
  /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const isDirectory = (path: string) => existsSync(path) && statSync(path).isDirectory();

export function unitsOf(root: string, room: Room): string[] {
  const dir = join(root, room.dir);
  return readdirSync(dir)
    .filter((name) => isDirectory(join(dir, name)))
    .sort();
}

// The unit an import lands in, or null when it leaves the room.
function unitOf(dir: string, room: Room, fromFile: string, specifier: string): string | null {
  let target: string;
  if (specifier.startsWith('.')) target = relative(dir, resolve(dirname(fromFile), specifier));
  else if (room.alias && specifier.startsWith(room.alias))
    target = specifier.slice(room.alias.length);
  else return null;
  const [first] = target.split(/[\\/]/);
  return first && first !== '..' && isDirectory(join(dir, first)) ? first : null;
}

export function readGraph(root: string, room: Room): Graph {
  const dir = join(root, room.dir);
  const units = unitsOf(root, room);
  const graph: Graph = new Map(units.map((name) => [name, new Set<string>()]));
  for (const name of units) {
    for (const file of sourceFiles(join(dir, name))) {
      for (const match of readFileSync(file, 'utf8').matchAll(importPattern)) {
        const other = unitOf(dir, room, file, match[1] ?? match[2] ?? '');
        if (other && other !== name) graph.get(name)?.add(other);
      }
    }
  }
  return graph;
}

// A cycle as the units along it (first repeated at the end), or null.
export function findCycle(graph: Graph): string[] | null {
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (name: string): string[] | null => {
    const seen = path.indexOf(name);
    if (seen >= 0) return [...path.slice(seen), name];
    if (done.has(name)) return null;
    path.push(name);
    for (const next of [...(graph.get(name) ?? [])].sort()) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    done.add(name);
    return null;
  };
  for (const name of graph.keys()) {
    const cycle = visit(name);
    if (cycle) return cycle;
  }
  return null;
}

// What a unit holds: the first comment of its index.ts, its door.
export function descriptionOf(root: string, room: Room, name: string): string {
  const index = join(room.dir, name, 'index.ts');
  if (!existsSync(join(root, index))) throw new Error(`${join(room.dir, name)} has no index.ts`);
  const lines = readFileSync(join(root, index), 'utf8').split('\n');
  const end = lines.findIndex((line) => !line.startsWith('//'));
  const comment = lines.slice(0, end < 0 ? lines.length : end);
  if (comment.length === 0) throw new Error(`${index} starts with no comment saying what it holds`);
  return comment.map((line) => line.replace(/^\/\/\s?/, '')).join(' ');
}
