import type { z } from 'zod';
import type { ValidationMessage } from './messages';
import { VALIDATION_MESSAGE_KEYS } from './messages';
import { isEmptyValue } from './rule';
import { stringFieldSchema } from './zod-rules';

/** RFC 5321 limits: longer addresses cannot be delivered, so they are typos or abuse. */
export const EMAIL_MAX_LENGTH = 254;
const EMAIL_LOCAL_PART_MAX_LENGTH = 64;

/**
 * The practical "standard" address: dot-atom local part, dotted host names, a letter-led TLD of 2+ characters.
 * Quoted local parts, IP-literal hosts and non-ASCII (un-punycoded) domains are refused: real players do not
 * use them, and mail providers reject many of them anyway. Case-insensitive, as the spec asks.
 */
const EMAIL_PATTERN =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/i;

export function emailRule(value: string | null | undefined): ValidationMessage | null {
  if (isEmptyValue(value)) return null;
  const localPart = value.slice(0, value.lastIndexOf('@'));
  const valid =
    value.length <= EMAIL_MAX_LENGTH && localPart.length <= EMAIL_LOCAL_PART_MAX_LENGTH && EMAIL_PATTERN.test(value);
  return valid ? null : { key: VALIDATION_MESSAGE_KEYS.emailInvalid };
}

/**
 * The stored form of an address. Addresses are compared case-insensitively, so "Ann@Mail.com" and
 * "ann@mail.com" must not become two accounts (and two sign-up bonuses).
 */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Validates as typed; the server stores `normalizeEmail(value)`. */
export const emailSchema: z.ZodString = stringFieldSchema([emailRule]);
