import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDirectory } from './precompress';

describe('precompressing the build output', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes brotli and gzip copies of text files that decompress to the original, and leaves the rest alone', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'casino-precompress-'));
    mkdirSync(path.join(dir, 'assets'));
    const script = `export const rows = ${JSON.stringify(Array.from({ length: 500 }, (_, i) => `row ${i}`))};`;
    writeFileSync(path.join(dir, 'index.html'), `<!doctype html><title>casino</title>${'<p>text</p>'.repeat(50)}`);
    writeFileSync(path.join(dir, 'assets', 'index-abc.js'), script);
    writeFileSync(path.join(dir, 'assets', 'font-abc.woff2'), script);
    // Too small to gain anything: no copy, so the server sends the file itself.
    writeFileSync(path.join(dir, 'assets', 'tiny-abc.css'), 'a{}');

    await precompressDirectory(dir);

    expect(readdirSync(path.join(dir, 'assets')).sort()).toEqual([
      'font-abc.woff2',
      'index-abc.js',
      'index-abc.js.br',
      'index-abc.js.gz',
      'tiny-abc.css',
    ]);
    expect(readdirSync(dir)).toEqual(expect.arrayContaining(['index.html.br', 'index.html.gz']));
    const brotli = readFileSync(path.join(dir, 'assets', 'index-abc.js.br'));
    expect(brotliDecompressSync(brotli).toString()).toBe(script);
    expect(gunzipSync(readFileSync(path.join(dir, 'assets', 'index-abc.js.gz'))).toString()).toBe(script);
    expect(brotli.length).toBeLessThan(script.length / 4);
  });
});
