import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

describe('icons', () => {
  it('has a generated SVG and style for every icon the code uses', () => {
    const check = spawnSync('node', ['scripts/build-icons.mjs', '--check'], { encoding: 'utf8' });
    expect(check.stderr).toBe('');
    expect(check.status).toBe(0);
  });
});
