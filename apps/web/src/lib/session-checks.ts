import {
  loginTypeCodes,
  mailboxRightNames,
  permissionTypes,
  readTokenPayload,
  tokenTypes,
  type LoginData,
  type LoginType,
  type MailboxUserRights,
  type TenantSummary,
  type TokenClaims,
  type UserRights,
} from '@crewhub/shared';
import {
  isInteger,
  isListOf,
  isOneOf,
  isPresent,
  isRecord,
  isText,
  isTextOrNull,
  isTheme,
  storedValueCheck,
} from './hand-check';

// The shared schemas of what a session leaves in localStorage, as hand checks: a signed-in start
// reads them before its first paint, and zod would add ~23 KiB gzip there (issue 17). Like zod,
// each keeps the known fields only; session-checks.test.ts fails when a check and its schema
// disagree.

const isOptionalTextOrNull = (value: unknown): value is string | null | undefined =>
  value === undefined || isTextOrNull(value);

const personOf = (value: unknown): LoginData['person'] | undefined => {
  if (value === null) return null;
  if (!isRecord(value)) return undefined;
  const { id, firstName, lastName, temporary } = value;
  if (!isInteger(id) || !isText(firstName) || !isText(lastName) || typeof temporary !== 'boolean')
    return undefined;
  return { id, firstName, lastName, temporary };
};

const loginTypeOf = (value: unknown): LoginType | null =>
  isRecord(value) && isOneOf(loginTypeCodes)(value.code) && isText(value.caption)
    ? { code: value.code, caption: value.caption }
    : null;

const loginDataOf = (value: unknown): LoginData | null => {
  if (!isRecord(value)) return null;
  const person = personOf(value.person);
  const loginTypes = Array.isArray(value.loginTypes) ? value.loginTypes.map(loginTypeOf) : [null];
  const { contactNumber, language, projectNumber, plusCrewNumber, displayName } = value;
  if (
    person === undefined ||
    !isTextOrNull(contactNumber) ||
    !isText(language) ||
    !loginTypes.every(isPresent) ||
    !isOptionalTextOrNull(projectNumber) ||
    !isOptionalTextOrNull(plusCrewNumber) ||
    !isText(displayName)
  )
    return null;
  return {
    person,
    contactNumber,
    language,
    loginTypes,
    ...(projectNumber === undefined ? {} : { projectNumber }),
    ...(plusCrewNumber === undefined ? {} : { plusCrewNumber }),
    displayName,
  };
};

const claimsOf = (value: unknown): TokenClaims | null => {
  if (!isRecord(value)) return null;
  const { exp, iat, sub, tid, sid, type } = value;
  const loginData = loginDataOf(value.loginData);
  if (
    typeof exp !== 'number' ||
    (iat !== undefined && typeof iat !== 'number') ||
    !isText(sub) ||
    !isInteger(tid) ||
    !isText(sid) ||
    !isOneOf(tokenTypes)(type) ||
    !loginData
  )
    return null;
  return { exp, ...(iat === undefined ? {} : { iat }), sub, tid, sid, type, loginData };
};

/** decodeToken (shared) by hand: the claims of a well-formed token, or null. */
export const tokenClaimsOf = (token: string | null | undefined): TokenClaims | null =>
  claimsOf(readTokenPayload(token));

const isPermissions = isListOf(isOneOf(permissionTypes));

/** userRightsSchema: resource -> right -> permission types. */
export const userRightsCheck = storedValueCheck((value): UserRights | null =>
  isRecord(value) &&
  Object.values(value).every(
    (byRight) => isRecord(byRight) && Object.values(byRight).every(isPermissions),
  )
    ? (value as UserRights)
    : null,
);

const mailboxRightsOf = (value: unknown): MailboxUserRights[number] | null =>
  isRecord(value) &&
  isInteger(value.mailboxId) &&
  isText(value.mailboxName) &&
  isListOf(isOneOf(mailboxRightNames))(value.rights)
    ? { mailboxId: value.mailboxId, mailboxName: value.mailboxName, rights: value.rights }
    : null;

/** mailboxUserRightsSchema: each mailbox's rights. */
export const mailboxUserRightsCheck = storedValueCheck((value): MailboxUserRights | null => {
  if (!Array.isArray(value)) return null;
  const mailboxes = value.map(mailboxRightsOf);
  return mailboxes.every(isPresent) ? mailboxes : null;
});

/** tenantSummarySchema: the signed-in tenant's name, language and theme. */
export const tenantSummaryCheck = storedValueCheck((value): TenantSummary | null =>
  isRecord(value) &&
  isText(value.name) &&
  isText(value.defaultLanguage) &&
  isTheme(value.mobileTheme)
    ? { name: value.name, defaultLanguage: value.defaultLanguage, mobileTheme: value.mobileTheme }
    : null,
);
