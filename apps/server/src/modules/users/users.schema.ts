import { GENDERS, LICENSES } from '@casino/contracts';
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns';

export const users = pgTable(
  'users',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    // Stored normalised (trimmed, lower case): one address is one account, whatever case it is typed in.
    email: text('email').notNull(),
    // Argon2id (PHC string). Null for players who only ever signed in through a social provider.
    passwordHash: text('password_hash'),
    nickname: text('nickname'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    gender: text('gender', { enum: GENDERS }),
    country: text('country'),
    city: text('city'),
    address: text('address'),
    postalCode: text('postal_code'),
    state: text('state'),
    mobilePhone: text('mobile_phone'),
    personalId: text('personal_id'),
    profession: text('profession'),
    receivePromos: boolean('receive_promos').notNull().default(false),
    receiveSmsPromos: boolean('receive_sms_promos').notNull().default(false),
    currency: text('currency').notNull(),
    locale: text('locale').notNull(),
    licenseName: text('license_name', { enum: LICENSES }).notNull().default('CW'),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    currentSignInAt: timestamp('current_sign_in_at', { withTimezone: true }),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    signInCount: integer('sign_in_count').notNull().default(0),
    depositBonusCode: text('deposit_bonus_code'),
    canIssueBonuses: boolean('can_issue_bonuses').notNull().default(true),
    autoregistered: boolean('autoregistered').notNull().default(false),
    verified: boolean('verified').notNull().default(false),
    sumsubVerified: boolean('sumsub_verified').notNull().default(false),
    sowQuestionnaireExpiresAt: timestamp('sow_questionnaire_expires_at', { withTimezone: true }),
    stag: text('stag'),
    registrationIp: text('registration_ip'),
    registrationCountry: text('registration_country'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('users_email_idx').on(table.email)],
);

export const userGroups = pgTable(
  'user_groups',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    groupId: text('group_id').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.groupId] }), index().on(table.groupId)],
);
