import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { API_PORT } from './servers';

/**
 * The inbox of an address's owner: without SMTP_URL the production API writes every message as an `.eml` file
 * under `<DATA_DIR>/mail/`, and the suite's API keeps its data in a temporary `aurelia-e2e-*` folder
 * (tools/e2e/start-api.mjs), which names the port the API answers on in its `api-port` file: the folders of other
 * suites' APIs, running beside this one or left over, hold codes sent to the same seeded addresses. Nothing here goes
 * through HTTP: the attacker never sees these messages.
 */
async function messagesTo(recipient: string): Promise<string[]> {
  const folders: string[] = [];
  for (const name of (await readdir(tmpdir())).filter((entry) => entry.startsWith('aurelia-e2e-'))) {
    const port = await readFile(join(tmpdir(), name, 'api-port'), 'utf8').catch(() => '');
    if (port.trim() === String(API_PORT)) folders.push(name);
  }
  const texts: string[] = [];
  for (const folder of folders) {
    const dir = join(tmpdir(), folder, 'mail');
    const names = await readdir(dir).catch(() => [] as string[]);
    for (const name of names.filter((file) => file.endsWith('.eml') && file.includes(`-${recipient}-`)).sort()) {
      texts.push(decodeQuotedPrintable(await readFile(join(dir, name), 'utf8')));
    }
  }
  return texts;
}

/** Undoes quoted-printable (soft line breaks, `=3D`), enough to read links and codes from a message. */
function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The first match of `pattern` in the newest message to `recipient` that has one, waited for (mail is sent after the answer). */
export async function fromMail(recipient: string, pattern: RegExp): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const matches = (await messagesTo(recipient)).flatMap((text) => pattern.exec(text)?.[1] ?? []);
        found = matches.at(-1);
        return found !== undefined;
      },
      { message: `a message to ${recipient} matching ${pattern}`, timeout: 15_000 },
    )
    .toBe(true);
  return found ?? '';
}

/** Whether any message to `recipient` contains `text` yet. */
export async function hasMail(recipient: string, text: string): Promise<boolean> {
  return (await messagesTo(recipient)).some((message) => message.includes(text));
}

export const SIGN_IN_CODE = /sign-in code is (\d{6})/;
export const VERIFY_TOKEN = /verify-email\?token=([A-Za-z0-9_-]+)/;
export const RESET_TOKEN = /reset-password\?token=([A-Za-z0-9_-]+)/;
