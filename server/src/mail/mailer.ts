import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import nodemailer from 'nodemailer';

import type { CommandConfig } from '../config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends e-mail. SMTP in production (Mailpit in docker-compose), a folder or memory otherwise. */
export interface Mailer {
  readonly kind: 'smtp' | 'folder' | 'memory';
  send(message: MailMessage): Promise<void>;
}

function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}

/**
 * Writes each message as an .eml file (open it in any mail client) and a .txt of its text, so
 * sign-up works on a laptop with nothing installed. nodemailer builds the same message it would send.
 */
export function folderMailer(directory: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'folder',
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      await mkdir(directory, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const to = message.to.replace(/[^a-z0-9@._-]/gi, '_');
      const base = join(directory, `${stamp}-${to}`);
      await writeFile(`${base}.eml`, info.message as Buffer);
      // The .eml wraps long lines (quoted-printable); the .txt keeps the link whole for a terminal.
      await writeFile(`${base}.txt`, `To: ${message.to}\nSubject: ${message.subject}\n\n${message.text}`);
    },
  };
}

/** For tests: messages kept in an array. */
export function memoryMailer(): Mailer & { outbox: MailMessage[] } {
  const outbox: MailMessage[] = [];
  return {
    kind: 'memory',
    outbox,
    async send(message) {
      outbox.push(message);
    },
  };
}

/** SMTP when SMTP_URL is set; otherwise <dataDir>/mail; with no data folder (tests), memory. */
export function createMailer(config: CommandConfig): Mailer {
  if (config.SMTP_URL) return smtpMailer(config.SMTP_URL, config.MAIL_FROM);
  if (config.dataDir) return folderMailer(join(config.dataDir, 'mail'), config.MAIL_FROM);
  return memoryMailer();
}
