import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { escapeHtml } from '../../http/escape-html';
import { writeFileAtomicSync } from '../../storage/disk-cache';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The action link the message carries, kept in the outbox record for people and tests. */
  link?: string;
  /** The code the message carries, kept in the outbox record likewise. */
  code?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close?(): void;
}

export interface SmsMessage {
  to: string;
  body: string;
  code: string;
}

export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

/** What the outbox keeps next to each message, for a person (or a test) to pick the link up. */
export interface OutboxRecord {
  kind: 'email' | 'sms';
  to: string;
  subject?: string;
  link?: string;
  code?: string;
  body?: string;
  sentAt: string;
}

const fileStem = () => `${new Date().toISOString().replaceAll(':', '-')}-${randomUUID().slice(0, 8)}`;

/**
 * Default mailer: one .eml plus a small .json per message under DATA_DIR/outbox, link logged at info.
 * The files are written synchronously: a few KB, and libuv's pool may be busy rendering images.
 */
export class OutboxMailer implements Mailer {
  private readonly builder = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });

  constructor(
    private readonly dir: string,
    private readonly from: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  async send(message: MailMessage): Promise<void> {
    const built = await this.builder.sendMail({ from: this.from, ...message });
    const stem = fileStem();
    const record: OutboxRecord = {
      kind: 'email',
      to: message.to,
      subject: message.subject,
      ...(message.link ? { link: message.link } : {}),
      ...(message.code ? { code: message.code } : {}),
      sentAt: new Date().toISOString(),
    };
    writeFileAtomicSync(join(this.dir, `${stem}.eml`), built.message as Buffer);
    // Whole or not at all: readers of the outbox (the tests) never see half a record.
    writeFileAtomicSync(join(this.dir, `${stem}.json`), Buffer.from(`${JSON.stringify(record, null, 2)}\n`));
    this.log.info(
      { to: message.to, subject: message.subject, link: message.link },
      'e-mail written to the outbox',
    );
  }
}

/** Sends through SMTP (SMTP_URL, e.g. smtp://user:pass@host:587 or smtps://...). */
export class SmtpMailer implements Mailer {
  private readonly transport;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(url);
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
    });
  }

  close(): void {
    this.transport.close();
  }
}

/** Default SMS sender: writes the message to the outbox, as no SMS provider is configured. */
export class OutboxSmsSender implements SmsSender {
  constructor(
    private readonly dir: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  async send(message: SmsMessage): Promise<void> {
    const record: OutboxRecord = {
      kind: 'sms',
      to: message.to,
      body: message.body,
      code: message.code,
      sentAt: new Date().toISOString(),
    };
    writeFileAtomicSync(
      join(this.dir, `${fileStem()}.sms.json`),
      Buffer.from(`${JSON.stringify(record, null, 2)}\n`),
    );
    this.log.info({ to: message.to }, 'SMS written to the outbox');
  }
}

/** The e-mails the auth server sends. */
export const emails = {
  confirmSignup(to: string, link: string): MailMessage {
    return {
      to,
      subject: 'Confirm your ArtVoyage account',
      text: `Welcome to ArtVoyage!\n\nConfirm your e-mail address by opening this link (valid for 24 hours):\n\n${link}\n\nIf you did not sign up, ignore this message.\n`,
      html: `<p>Welcome to ArtVoyage!</p><p><a href="${escapeHtml(link)}">Confirm your e-mail address</a> (valid for 24 hours).</p><p>If you did not sign up, ignore this message.</p>`,
      link,
    };
  },
  recovery(to: string, link: string): MailMessage {
    return {
      to,
      subject: 'Reset your ArtVoyage password',
      text: `Someone asked to reset the password of your ArtVoyage account.\n\nOpen this link to choose a new one (valid for 1 hour, usable once):\n\n${link}\n\nIf it was not you, ignore this message.\n`,
      html: `<p>Someone asked to reset the password of your ArtVoyage account.</p><p><a href="${escapeHtml(link)}">Choose a new password</a> (valid for 1 hour, usable once).</p><p>If it was not you, ignore this message.</p>`,
      link,
    };
  },
  accountExists(to: string, signInUrl: string): MailMessage {
    return {
      to,
      subject: 'You already have an ArtVoyage account',
      text: `Someone asked to create an ArtVoyage account for this address, which already has one. Nothing was changed.\n\nIf it was you, sign in at ${signInUrl}, or ask for a password reset there if you forgot your password.\n\nIf it was not you, ignore this message.\n`,
      html: `<p>Someone asked to create an ArtVoyage account for this address, which already has one. Nothing was changed.</p><p>If it was you, <a href="${escapeHtml(signInUrl)}">sign in</a>, or ask for a password reset there if you forgot your password.</p><p>If it was not you, ignore this message.</p>`,
    };
  },
  emailChangeNew(to: string, link: string): MailMessage {
    return {
      to,
      subject: 'Confirm your new ArtVoyage e-mail address',
      text: `Confirm the new e-mail address of your ArtVoyage account by opening this link (valid for 24 hours):\n\n${link}\n\nWe also wrote to your current address: the change happens once both links are opened.\n`,
      html: `<p><a href="${escapeHtml(link)}">Confirm your new e-mail address</a> (valid for 24 hours).</p><p>We also wrote to your current address: the change happens once both links are opened.</p>`,
      link,
    };
  },
  emailChangeCurrent(to: string, newEmail: string, link: string): MailMessage {
    return {
      to,
      subject: 'Confirm the change of your ArtVoyage e-mail address',
      text: `Someone signed in to your ArtVoyage account asked to change its e-mail address to ${newEmail}.\n\nIf it was you, confirm by opening this link (valid for 24 hours); the change happens once the link sent to the new address is opened too:\n\n${link}\n\nIf it was not you, do not open the link, and change your password.\n`,
      html: `<p>Someone signed in to your ArtVoyage account asked to change its e-mail address to <strong>${escapeHtml(newEmail)}</strong>.</p><p>If it was you, <a href="${escapeHtml(link)}">confirm the change</a> (valid for 24 hours); it happens once the link sent to the new address is opened too.</p><p>If it was not you, do not open the link, and change your password.</p>`,
      link,
    };
  },
  addressInUse(to: string): MailMessage {
    return {
      to,
      subject: 'Your ArtVoyage address was proposed for another account',
      text: `Someone asked to move another ArtVoyage account to this address, which already belongs to an account. Nothing was changed.\n\nIf it was you, sign in with this address instead.\n`,
      html: `<p>Someone asked to move another ArtVoyage account to this address, which already belongs to an account. Nothing was changed.</p><p>If it was you, sign in with this address instead.</p>`,
    };
  },
  emailChanged(to: string, newEmail: string): MailMessage {
    return {
      to,
      subject: 'Your ArtVoyage e-mail address was changed',
      text: `The e-mail address of your ArtVoyage account is now ${newEmail}. This address no longer signs in.\n\nIf you did not make this change, reset your password from the new address or contact us at once.\n`,
      html: `<p>The e-mail address of your ArtVoyage account is now <strong>${escapeHtml(newEmail)}</strong>. This address no longer signs in.</p><p>If you did not make this change, reset your password from the new address or contact us at once.</p>`,
    };
  },
  reauthentication(to: string, code: string, minutes: number): MailMessage {
    return {
      to,
      subject: 'Your ArtVoyage confirmation code',
      text: `Your code to confirm a change to your ArtVoyage account is ${code}. It expires in ${minutes} minutes.\n\nIf you did not ask for it, change your password.\n`,
      html: `<p>Your code to confirm a change to your ArtVoyage account is <strong>${code}</strong>. It expires in ${minutes} minutes.</p><p>If you did not ask for it, change your password.</p>`,
      code,
    };
  },
};
