import { describe, expect, it } from 'vitest';

import { fieldErrorMessages } from './field';

describe('docs/behaviour.md §5 the server field errors are shown beside their field', () => {
  const errors = { email: ['The email has already been taken.'], password: ['Too short.', ' '] };

  it('picks the messages under the field name, dropping blank ones', () => {
    expect(fieldErrorMessages(errors, 'email')).toEqual(['The email has already been taken.']);
    expect(fieldErrorMessages(errors, 'password')).toEqual(['Too short.']);
  });

  it('adds the field’s own error after the server’s', () => {
    expect(fieldErrorMessages(errors, 'email', 'Check the spelling.')).toEqual([
      'The email has already been taken.',
      'Check the spelling.',
    ]);
  });

  it('has nothing for a field without errors or without a name', () => {
    expect(fieldErrorMessages(errors, 'phone')).toEqual([]);
    expect(fieldErrorMessages(undefined, 'email')).toEqual([]);
    expect(fieldErrorMessages(errors, undefined)).toEqual([]);
  });
});
