import { z } from 'zod';

const formatWords: Readonly<Record<string, string>> = {
  email: 'Enter a valid email address, like name@example.com',
  date: 'Enter a real date',
  time: 'Enter a time of day, like 09:30',
  datetime: 'Enter a date and time',
  url: 'Enter a full web address, starting with https://',
  uuid: 'This reference is not valid',
};

function count(amount: number | bigint, one: string, many: string): string {
  return `${amount} ${amount === 1 || amount === 1n ? one : many}`;
}

/**
 * The safety net under every schema's own messages: the sentence a person reads for a rule that has none.
 * Zod's defaults ("Too small: expected string to have >=1 characters") are written for developers; these
 * say what to do. A schema's own `error` or message always wins over this map (zod's precedence).
 */
export const plainErrorMap: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null || issue.input === '') return 'Fill in this field';
      if (issue.expected === 'number' || issue.expected === 'int') return 'Enter a number';
      if (issue.expected === 'boolean') return 'Choose yes or no';
      if (issue.expected === 'string') return 'Enter text in this field';
      return 'This field is not filled in correctly';
    case 'too_small':
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? 'Fill in this field' : `Enter at least ${count(issue.minimum, 'character', 'characters')}`;
      if (issue.origin === 'array' || issue.origin === 'set') return Number(issue.minimum) <= 1 ? 'Choose at least one' : `Choose at least ${issue.minimum}`;
      if (issue.origin === 'number' || issue.origin === 'int') return issue.inclusive === false ? `Enter a number above ${issue.minimum}` : `Enter ${issue.minimum} or more`;
      return 'This is too small';
    case 'too_big':
      if (issue.origin === 'string') return `Use at most ${count(issue.maximum, 'character', 'characters')}`;
      if (issue.origin === 'array' || issue.origin === 'set') return `Choose at most ${issue.maximum}`;
      if (issue.origin === 'number' || issue.origin === 'int') return issue.inclusive === false ? `Enter a number below ${issue.maximum}` : `Enter ${issue.maximum} or less`;
      return 'This is too large';
    case 'invalid_format':
      return formatWords[issue.format] ?? 'Check how this is written: it is not in the right form';
    case 'not_multiple_of':
      return issue.divisor === 0.01 ? 'Use at most 2 decimals (paise)' : `Enter a multiple of ${issue.divisor}`;
    case 'unrecognized_keys':
      return `Remove what this form does not take: ${issue.keys.join(', ')}`;
    case 'invalid_value':
      return issue.values.length <= 6 ? `Choose one of: ${issue.values.map(String).join(', ')}` : 'Choose one of the options';
    default:
      return 'Check this field';
  }
};

// Applied once, when the contracts load: the API validates every request with these schemas.
z.config({ customError: plainErrorMap });
