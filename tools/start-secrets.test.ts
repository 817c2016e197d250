import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadOrCreateSecrets } from './start-secrets.mjs';

const folders: string[] = [];
function freshFile(): string {
  const folder = mkdtempSync(join(tmpdir(), 'aurelia-secrets-'));
  folders.push(folder);
  return join(folder, '.data', 'secrets.env');
}
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

describe('the secrets npm start gives the production-mode API', () => {
  it('are generated once into a file only its owner may read, then reused', () => {
    const file = freshFile();
    const first = loadOrCreateSecrets(file);
    expect(first.created).toEqual(['TOKEN_SECRET', 'PAYMENT_WEBHOOK_SECRET']);
    expect(first.secrets.TOKEN_SECRET).toMatch(/^[\w-]{64}$/);
    expect(first.secrets.PAYMENT_WEBHOOK_SECRET).toMatch(/^[\w-]{64}$/);
    expect(first.secrets.TOKEN_SECRET).not.toBe(first.secrets.PAYMENT_WEBHOOK_SECRET);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8')).toContain(`TOKEN_SECRET=${first.secrets.TOKEN_SECRET}\n`);

    const again = loadOrCreateSecrets(file);
    expect(again).toEqual({ secrets: first.secrets, created: [] });
    expect(loadOrCreateSecrets(freshFile()).secrets.TOKEN_SECRET).not.toBe(first.secrets.TOKEN_SECRET);
  });

  it('fill in a missing or too short secret, keep the other, and tighten a file others could read', () => {
    const file = freshFile();
    const kept = 'k'.repeat(40);
    loadOrCreateSecrets(file);
    writeFileSync(file, `# mine\nTOKEN_SECRET=${kept}\nPAYMENT_WEBHOOK_SECRET=short\n`);
    chmodSync(file, 0o644);
    const { secrets, created } = loadOrCreateSecrets(file);
    expect(created).toEqual(['PAYMENT_WEBHOOK_SECRET']);
    expect(secrets.TOKEN_SECRET).toBe(kept);
    expect(secrets.PAYMENT_WEBHOOK_SECRET).toHaveLength(64);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });
});
