import { describe, expect, it } from 'vitest';
import { chunkGraph, findCycles } from './chunk-cycles.ts';

describe('chunk cycles', () => {
  it('finds two chunks that import each other, as minified rolldown output writes it', () => {
    const graph = chunkGraph({
      'a.js': 'import{a as x}from"./b.js";import{M as n}from"./vendor.js";export{y as a}',
      'b.js': 'import{a as y}from"./a.js";export{z as a}',
      'vendor.js': 'export{m as M}',
    });
    expect(findCycles(graph)).toEqual(['a.js -> b.js -> a.js']);
  });

  it('accepts a graph without cycles, with dynamic imports and re-exports', () => {
    const graph = chunkGraph({
      'entry.js': 'import"./vendor.js";const p=()=>import("./page.js");export*from"./vendor.js"',
      'page.js': 'import{M}from"./vendor.js"',
      'vendor.js': '',
    });
    expect(findCycles(graph)).toEqual([]);
  });
});
