import { expect, type Locator, type Page } from '@playwright/test';

export async function apiCreate<T = { id: string }>(
  page: Page,
  path: string,
  body: Record<string, unknown>,
) {
  const res = await page.request.post(path, { data: body });
  expect(res.status()).toBe(201);
  return (await res.json()) as T;
}

// Nothing is wider than the window: the page never scrolls sideways, once it has followed a
// change of the window's width (a chart redraws at the new width on the next frames, not at
// once).
export async function expectNoSideScroll(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
      message: 'pixels of the page beyond the window’s width',
    })
    .toBeLessThanOrEqual(0);
}

// Where the characters of `text` are drawn inside `scope`: the first and the last one, and the
// number of lines the text takes.
async function textGeometry(scope: Locator, text: string) {
  return scope.evaluate((root, wanted) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent?.indexOf(wanted) ?? -1;
      if (at < 0) continue;
      const box = (from: number, to: number) => {
        const range = document.createRange();
        range.setStart(node, from);
        range.setEnd(node, to);
        return range;
      };
      const first = box(at, at + 1).getBoundingClientRect();
      const last = box(at + wanted.length - 1, at + wanted.length).getBoundingClientRect();
      const tops = new Set(
        Array.from(box(at, at + wanted.length).getClientRects())
          .filter((r) => r.width > 0)
          .map((r) => Math.round(r.top)),
      );
      return { firstLeft: first.left, lastLeft: last.left, lines: tops.size };
    }
    throw new Error(`"${wanted}" is not one text node inside the element`);
  }, text);
}

// `text` reads from left to right: its first character is drawn left of its last one.
export async function expectReadsLeftToRight(scope: Locator, text: string) {
  const { firstLeft, lastLeft } = await textGeometry(scope, text);
  expect(firstLeft, `"${text}" is drawn reversed`).toBeLessThan(lastLeft);
}

export async function linesOf(scope: Locator, text: string) {
  return (await textGeometry(scope, text)).lines;
}

// The text node holding `text` sits in an element that isolates its direction (a <bdi> or
// unicode-bidi: isolate) before reaching `scope`.
export async function expectIsolated(scope: Locator, text: string) {
  const isolated = await scope.evaluate((root, wanted) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.includes(wanted)) continue;
      for (let el = node.parentElement; el && el !== root; el = el.parentElement) {
        if (getComputedStyle(el).unicodeBidi.includes('isolate')) return true;
      }
      return false;
    }
    return false;
  }, text);
  expect(isolated, `"${text}" is not isolated`).toBe(true);
}

export async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('element has no box');
  return box;
}

type Box = { x: number; y: number; width: number; height: number };

export const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
