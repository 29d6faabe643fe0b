import * as v from 'valibot';

export const BankAccountSchema = v.object({
  bank: v.pipe(v.string(), v.trim(), v.nonEmpty('Bank is required.'), v.maxLength(80)),
  branchCode: v.pipe(v.string(), v.trim(), v.regex(/^[0-9]{4}$/, 'Branch code is 4 digits.')),
  accountTitle: v.pipe(v.string(), v.trim(), v.nonEmpty('Account title is required.'), v.maxLength(120)),
  accountNumber: v.pipe(v.string(), v.trim(), v.regex(/^[0-9]{8,20}$/, 'Account number is 8 to 20 digits.')),
  iban: v.pipe(
    v.string(),
    v.transform((s) => s.replace(/\s+/g, '').toUpperCase()),
    v.regex(/^PK[0-9]{2}[A-Z]{4}[0-9]{16}$/, 'A Pakistani IBAN is PK followed by 22 characters.'),
  ),
});
export type BankAccount = v.InferOutput<typeof BankAccountSchema>;

export const UserSchema = v.object({
  user_id: v.string(),
  full_name: v.string(),
  email: v.string(),
  phone_number: v.nullable(v.string()),
  telephone_number: v.nullable(v.string()),
  bank_account: v.nullable(BankAccountSchema),
  profile_photo: v.nullable(v.string()),
  role: v.string(),
  email_verified: v.boolean(),
});
export type User = v.InferOutput<typeof UserSchema>;
