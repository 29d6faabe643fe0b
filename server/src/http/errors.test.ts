import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import * as v from 'valibot';

import { EMAIL_MESSAGE, LoginRequestSchema } from '@portal/contracts';
import { RegisterSupplierRequestSchema } from '@portal/contracts/registration';

import { fieldErrors, HttpError } from './errors';

const errorsOf = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  if (result.success) assert.fail('the input is refused');
  // The errors as the English reply has them (a required key's message is templated, for Urdu).
  return new HttpError(400, 'Validation failed', fieldErrors(result.issues)).errors;
};

describe('fieldErrors', () => {
  it('answers a required key left out as "<field> is required."', () => {
    assert.deepEqual(errorsOf(LoginRequestSchema, { email: 'a@b.pk' }), [{ field: 'password', message: 'password is required.' }]);
    assert.deepEqual(errorsOf(LoginRequestSchema, {}), [
      { field: 'email', message: 'email is required.' },
      { field: 'password', message: 'password is required.' },
    ]);
  });

  it('names a nested key left out by its dotted path', () => {
    const schema = v.object({ profile: v.object({ items: v.array(v.object({ name: v.string() })) }) });
    assert.deepEqual(errorsOf(schema, { profile: { items: [{ name: 'x' }, {}] } }), [
      { field: 'profile.items.1.name', message: 'profile.items.1.name is required.' },
    ]);
  });

  it("keeps the schema's own message for a key sent with a wrong value", () => {
    assert.deepEqual(errorsOf(LoginRequestSchema, { email: 'not-an-email', password: '' }), [
      { field: 'email', message: EMAIL_MESSAGE },
      { field: 'password', message: 'Password is required.' },
    ]);
    assert.deepEqual(errorsOf(LoginRequestSchema, { email: 'a@b.pk', password: 5 }), [
      { field: 'password', message: 'Invalid type: Expected string but received 5' },
    ]);
    // Present, though undefined (no JSON body can say so, a service's own object can): not missing.
    assert.deepEqual(errorsOf(LoginRequestSchema, { email: 'a@b.pk', password: undefined }), [
      { field: 'password', message: 'Invalid type: Expected string but received undefined' },
    ]);
  });

  it('keeps a message the schema gives for a key left out', () => {
    const schema = v.object({ label: v.string(), price: v.number() }, 'Each price must have a label and a price.');
    assert.deepEqual(errorsOf(schema, { label: 'Adult' }), [{ field: 'price', message: 'Each price must have a label and a price.' }]);
    assert.deepEqual(errorsOf(RegisterSupplierRequestSchema, { user_id: 'u1' }), [
      { field: 'supplier_type', message: 'Please select a business type to continue.' },
    ]);
  });

  it("answers a variant's discriminator left out, with no message of its own, as required", () => {
    const schema = v.variant('kind', [v.object({ kind: v.literal('a') }), v.object({ kind: v.literal('b') })]);
    assert.deepEqual(errorsOf(schema, {}), [{ field: 'kind', message: 'kind is required.' }]);
    assert.deepEqual(errorsOf(schema, { kind: 'c' }), [{ field: 'kind', message: 'Invalid type: Expected ("a" | "b") but received "c"' }]);
  });

  it('names the whole input (root) when it is not an object at all', () => {
    assert.deepEqual(errorsOf(LoginRequestSchema, 'x'), [{ field: '(root)', message: 'Invalid type: Expected Object but received "x"' }]);
  });
});
